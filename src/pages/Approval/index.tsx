/**
 * The registered page (src/screens/registry.ts): the approval centre on the application's request
 * layer. An address with ?processId=&relationId= (the link of an approval message in the header's
 * 消息) opens that process at once; the query is then dropped so a reload does not open it again.
 */
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { dataProvider } from '../../api/request'
import ApprovalCentre from './ApprovalCentre'
import type { DialogTarget } from './FormDialog'

export default function ApprovalRoute() {
  const [params, setParams] = useSearchParams()
  const [target, setTarget] = useState<DialogTarget | undefined>()
  const processId = params.get('processId')
  const relationId = params.get('relationId')
  useEffect(() => {
    if (!processId || !relationId) return
    setTarget({ processId, relationId })
    setParams({}, { replace: true })
  }, [processId, relationId, setParams])
  return <ApprovalCentre provider={dataProvider} target={target} />
}
