/** Loads the chart tree (`GET /api/app/users/organization/{depId}`) through the DataProvider. */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DataProvider } from '../../../renderer/data/provider'
import { toPeople } from './normalize'
import { orgChartUrl, type Person } from './types'

export interface OrgChartData {
  loading: boolean
  failed: boolean
  root: Person | null
  reload(): void
}

export function useOrgChartData(provider: DataProvider, depId?: string | null): OrgChartData {
  const [state, setState] = useState<{ loading: boolean; failed: boolean; root: Person | null }>({ loading: true, failed: false, root: null })
  const [tick, setTick] = useState(0)
  const seq = useRef(0)
  useEffect(() => {
    const mine = ++seq.current
    setState((s) => ({ ...s, loading: true, failed: false }))
    provider
      .request<unknown>({ method: 'GET', url: orgChartUrl(depId ?? undefined) })
      .then(
        (data) => mine === seq.current && setState({ loading: false, failed: false, root: toPeople(data) }),
        // the request layer has shown the message already
        () => mine === seq.current && setState({ loading: false, failed: true, root: null }),
      )
  }, [provider, depId, tick])
  return { ...state, reload: useCallback(() => setTick((t) => t + 1), []) }
}
