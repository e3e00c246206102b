/**
 * `switch`: a flag as a small switch ('0' counts as off). Read-only, unless the column has a
 * `toggle` the user is granted and the cell belongs to a list: then a click saves the other value
 * at once (`toggle.api`, "{Field}" filled from the row, body `{ [field]: value }`), says 设置成功
 * and reads the list again; a refusal shows the server's message and the switch stays as it was.
 * The cells load on demand (./SwitchCells.tsx): antd's Switch is not in every list's first load.
 */
import { lazy, Suspense } from 'react'
import type { ColumnSpec } from '../../schema/types'
import { defineColumnKind } from '../columnKinds'

import { isOn } from './switchValue'

export { SWITCH_TEXT } from './switchValue'

const ToggleSwitch = lazy(() => import('./SwitchCells').then((m) => ({ default: m.ToggleSwitch })))
const ReadOnlySwitch = lazy(() => import('./SwitchCells').then((m) => ({ default: m.ReadOnlySwitch })))

// the switch's size while it loads, so the row does not move
const placeholder = <span className="renderer-switch-placeholder" style={{ display: 'inline-block', width: 28, height: 16 }} />

export const switchColumn = defineColumnKind({
  name: 'switch',
  render: (value, col, row, cell) => (
    <Suspense fallback={placeholder}>
      {col.toggle && col.field && cell?.has(col.toggle.permission) ? (
        <ToggleSwitch value={value} col={col as ColumnSpec & { toggle: NonNullable<ColumnSpec['toggle']> }} row={row} cell={cell} />
      ) : (
        <ReadOnlySwitch title={col.title} checked={isOn(value, col.toggle?.values?.[0])} />
      )}
    </Suspense>
  ),
})
