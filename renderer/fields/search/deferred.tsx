/**
 * The search widgets that load with the first search form showing them: antd's Switch, the number
 * and date pickers (./pickers.tsx) and the tree select. The kinds load this module, which loads
 * each control: the kinds' chunk, which every list and form shares, then carries one short preload
 * list instead of the pickers' and the tree's (~0.5 KB gzip on a list's first load).
 */
import { lazy, Suspense } from 'react'
import type { SearchWidgetProps } from './searchWidget'

const Switch = lazy(() => import('antd/es/switch'))
export function SwitchSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 44, height: 22 }} />}>
      <Switch id={id} disabled={disabled} {...props} checked={Boolean(value)} onChange={(v) => onChange(v)} />
    </Suspense>
  )
}

const pickers = () => import('./pickers')
export const loadNumberSearch = () => pickers().then((m) => m.NumberSearch)
export const loadDateSearch = () => pickers().then((m) => m.DateSearch)
export const loadDateRangeSearch = () => pickers().then((m) => m.DateRangeSearch)
export const loadTreeSelectSearch = () => import('../../tree/TreeSelectSearch').then((m) => m.TreeSelectSearch)
