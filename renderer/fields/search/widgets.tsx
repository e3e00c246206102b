/**
 * The built-in search widgets that come with the list screen (each field kind in ../kinds/ names
 * its own as `search`): plain controlled antd controls for Input, Select, Radio.Group and
 * Checkbox.Group (antd's Table already carries Select, Radio and Checkbox). The others load with
 * the first search form that shows them (./deferred.tsx).
 */
import { useEffect, useState } from 'react'
import { Checkbox, Radio, Select } from 'antd'
// the bare input: antd's Input index also brings TextArea, Password, Search and OTP, which no list route needs
import Input from 'antd/es/input/Input'
import { useOptionalDataProvider } from '../../data/provider'
import { loadOptions } from '../options'
import type { FieldSpec, OptionItem } from '../../schema/types'
import { useJsonStable } from '../../data/useJsonStable'
import type { SearchWidgetProps } from './searchWidget'

/** The field's static options, or those of its `remote` source once loaded. */
export function useSearchOptions(field: FieldSpec): { options: OptionItem[] | undefined; loading: boolean } {
  const dp = useOptionalDataProvider()
  const remote = useJsonStable(field.remote)
  const [state, setState] = useState<{ options?: OptionItem[]; loading: boolean }>({ loading: Boolean(remote && dp) })
  useEffect(() => {
    if (!remote || !dp) return
    let live = true
    setState((s) => ({ ...s, loading: true }))
    loadOptions(dp, remote)
      .then(
        (options) => live && setState({ options, loading: false }),
        () => live && setState((s) => ({ ...s, loading: false })),
      )
    return () => {
      live = false
    }
  }, [dp, remote])
  return { options: remote ? state.options : field.options, loading: state.loading }
}

const empty = (v: unknown) => v === undefined || v === null

export function TextSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  return <Input id={id} disabled={disabled} {...props} value={empty(value) ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />
}

export function SelectSearch({ field, id, value, onChange, props, disabled }: SearchWidgetProps) {
  const { options, loading } = useSearchOptions(field)
  return <Select id={id} disabled={disabled} loading={loading} options={options} {...props} value={empty(value) ? undefined : value} onChange={(v: unknown) => onChange(v)} />
}

export function RadioSearch({ field, id, value, onChange, props, disabled }: SearchWidgetProps) {
  const { options } = useSearchOptions(field)
  return <Radio.Group id={id} disabled={disabled} options={options as { label: string; value: string | number }[]} {...props} value={value} onChange={(e) => onChange(e.target.value)} />
}

export function CheckboxSearch({ field, value, onChange, props, disabled }: SearchWidgetProps) {
  const { options } = useSearchOptions(field)
  return (
    <Checkbox.Group
      disabled={disabled}
      options={options as { label: string; value: string | number }[]}
      {...props}
      value={Array.isArray(value) ? value : []}
      onChange={(v) => onChange(v)}
    />
  )
}
