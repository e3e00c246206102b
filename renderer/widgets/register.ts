/**
 * The shared widgets as field kinds a screen schema names by `component` (schemas/meta/
 * screen.schema.json): Upload, PersonPicker, FileChooser, DetailTable, InlineRows. Each loads
 * with the first screen that names it (ScreenRenderer waits for the kinds its schema uses), so a
 * screen without them never downloads them. Their configuration (endpoint, limits, columns) comes
 * from the field's `props`.
 *
 * renderer/fields/registry.tsx calls `registerWidgetKinds(registerFieldKind)` once; this module
 * imports nothing of the registry at run time, so there is no import cycle.
 */
import type { FieldKind } from '../fields/registry'

export type RegisterFieldKind = (name: string, kind: FieldKind) => void

export const WIDGET_KINDS = ['Upload', 'PersonPicker', 'FileChooser', 'DetailTable', 'InlineRows'] as const

export function registerWidgetKinds(register: RegisterFieldKind): void {
  // a choice: an empty required one says 请选择{label}
  register('Upload', { load: () => import('./upload/UploadField').then((m) => m.UploadField), select: true, span: 'full' })
  register('PersonPicker', {
    load: () => import('./person-picker/PersonPicker').then((m) => m.PersonPicker),
    select: true,
    // an 'id' value (a foreign key) starts empty, the lists as []
    emptyValueOf: (props) => (props.valueType === 'id' ? undefined : []),
  })
  register('FileChooser', { load: () => import('./file-chooser/FileChooser').then((m) => m.FileChooser), select: true, emptyValue: [], span: 'full' })
  register('DetailTable', { load: () => import('./detail-table/DetailTable').then((m) => m.DetailTable), select: true, emptyValue: [], span: 'full' })
  register('InlineRows', { load: () => import('./inline-rows/InlineRows').then((m) => m.InlineRows), emptyValue: [], span: 'full' })
}
