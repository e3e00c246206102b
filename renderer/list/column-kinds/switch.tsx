/**
 * `switch`: a flag as a small switch ('0' counts as off). Read-only, unless the column has a
 * `toggle` the user is granted and the cell belongs to a list: then a click saves the other value
 * at once (`toggle.api`, "{Field}" filled from the row, body `{ [field]: value }`), says 设置成功
 * and reads the list again; a refusal shows the server's message and the switch stays as it was.
 */
import { useState } from 'react'
import { Switch } from 'antd'
import { callEndpoint, errorMessage } from '../../data/provider'
import type { ColumnSpec } from '../../schema/types'
import { defineColumnKind, type CellContext } from '../columnKinds'
import type { Row } from '../useListController'

export const SWITCH_TEXT = { saved: '设置成功' } as const

const isOn = (value: unknown, on: unknown) => (on === undefined ? Boolean(value) && value !== '0' : value === on)

function ToggleSwitch({ value, col, row, cell }: { value: unknown; col: ColumnSpec & { toggle: NonNullable<ColumnSpec['toggle']> }; row: Row; cell: CellContext }) {
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

export const switchColumn = defineColumnKind({
  name: 'switch',
  render: (value, col, row, cell) =>
    col.toggle && col.field && cell?.has(col.toggle.permission) ? (
      <ToggleSwitch value={value} col={col as Parameters<typeof ToggleSwitch>[0]['col']} row={row} cell={cell} />
    ) : (
      <Switch size="small" aria-label={col.title} checked={isOn(value, col.toggle?.values?.[0])} disabled />
    ),
})
