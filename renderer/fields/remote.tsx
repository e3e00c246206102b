/**
 * Remote option sources: a Select / Radio.Group / Checkbox.Group whose options come from an
 * endpoint the schema names, mapped with the schema's labelField/valueField into field.dataSource
 * (which Formily's components and their read-pretty views both read). One request per endpoint
 * and DataProvider, shared by every field that asks for it.
 */
import { useEffect, type ComponentType } from 'react'
import { useField } from '@formily/react'
import type { Field } from '@formily/core'
import { useOptionalDataProvider } from '../data/provider'
import type { RemoteOptions } from '../schema/types'
import { loadOptions } from './options'

export { loadOptions }

/** Wraps an options component so that a `remote` prop fills the field's dataSource. */
export function withRemoteOptions<P extends object>(Component: ComponentType<P>): ComponentType<P & { remote?: RemoteOptions }> {
  function RemoteOptionsField(props: P & { remote?: RemoteOptions }) {
    const { remote, ...rest } = props
    const field = useField<Field>()
    const dp = useOptionalDataProvider()
    useEffect(() => {
      if (!remote || !field || !dp) return
      let live = true
      field.loading = true
      loadOptions(dp, remote)
        .then((options) => {
          if (live) field.dataSource = options
        })
        .catch(() => undefined)
        .finally(() => {
          if (live) field.loading = false
        })
      return () => {
        live = false
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [dp, remote?.api.url, remote?.api.method, remote?.labelField, remote?.valueField])
    return <Component {...(rest as P)} />
  }
  RemoteOptionsField.displayName = `Remote(${Component.displayName ?? Component.name ?? 'Field'})`
  return RemoteOptionsField
}
