/** The switch column's cells (./switch.tsx), loaded with the first list that has such a column. */
import { useState } from 'react'
import { Switch } from 'antd'
import { callEndpoint, errorMessage } from '../../data/provider'
import type { ColumnSpec } from '../../schema/types'
import type { CellContext } from '../columnKinds'
import type { Row } from '../useListController'
import { isOn, SWITCH_TEXT } from './switchValue'

export function ToggleSwitch({ value, col, row, cell }: { value: unknown; col: ColumnSpec & { toggle: NonNullable<ColumnSpec['toggle']> }; row: Row; cell: CellContext }) {
  const [on, off] = col.toggle.values ?? [1, 0]
  const [busy, setBusy] = useState(false)
  // the value just saved, shown until the list has read the row again (its value then differs from `from`)
  const [saved, setSaved] = useState<{ from: unknown; checked: boolean }>()
  const checked = saved && saved.from === value ? saved.checked : isOn(value, col.toggle.values?.[0])
  const change = async (next: boolean) => {
    setBusy(true)
    try {
      await callEndpoint(cell.dp, col.toggle.api, { record: row, body: { [col.field!]: next ? on : off }, silent: true })
      setSaved({ from: value, checked: next })
      cell.message.success(SWITCH_TEXT.saved)
      cell.reload()
    } catch (e) {
      cell.message.error(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return <Switch size="small" aria-label={col.title} checked={checked} loading={busy} onChange={(next) => void change(next)} />
}


export function ReadOnlySwitch({ title, checked }: { title?: string; checked: boolean }) {
  return <Switch size="small" aria-label={title} checked={checked} disabled />
}
