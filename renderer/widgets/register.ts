/**
 * The engine's shared widgets as field kinds a screen schema names by `component` (schemas/meta/
 * screen.schema.json): DetailTable, InlineRows (generic over the rows their props describe), RichText (an HTML string) and
 * Tags (short words as closable tags).
 * Each loads with the first screen that names it (ScreenRenderer waits for the kinds its schema
 * uses), so a screen without them never downloads them. Widgets that know a backend's shapes
 * (a person picker, a file chooser) belong to the application's preset (src/preset/).
 *
 * renderer/fields/kinds/forms.ts calls `registerWidgetKinds(registerFieldKind)` once; this module
 * imports nothing of the registry at run time, so there is no import cycle.
 */
import type { FieldKind } from '../fields/registry'

export type RegisterFieldKind = (name: string, kind: FieldKind) => void

export const WIDGET_KINDS = ['DetailTable', 'InlineRows', 'RichText', 'Tags'] as const

export function registerWidgetKinds(register: RegisterFieldKind): void {
  // a choice: an empty required one says 请选择{label}
  register('DetailTable', { load: () => import('./detail-table/DetailTable').then((m) => m.DetailTable), select: true, emptyValue: [], span: 'full' })
  register('InlineRows', { load: () => import('./inline-rows/InlineRows').then((m) => m.InlineRows), emptyValue: [], span: 'full' })
  // an HTML string; ProseMirror (~100 KB gzip) loads only with a form that names it
  register('RichText', { load: () => import('./rich-text/RichText').then((m) => m.RichText), emptyValue: '', span: 'full', placeholder: 'input' })
  // a string array: short words as closable tags (keywords)
  register('Tags', { load: () => import('./tags/TagsInput').then((m) => m.TagsInput), emptyValue: [], valueType: 'array', placeholder: 'input' })
}
