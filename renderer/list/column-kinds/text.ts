/**
 * `text` (the default column kind): the value as it is; an object as JSON, or, with the column's
 * `template`, each element of a list of objects (or the one object) as that text with its {Key}s
 * filled, joined by '；' (a flow's conditions as "Days > 3；Type = 年假").
 */
import { defineColumnKind, isEmptyCell } from '../columnKinds'

const filled = (template: string, o: unknown) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined
    return isEmptyCell(v) ? '' : String(v)
  })

export const textColumn = defineColumnKind({
  name: 'text',
  render: (value, col) => {
    if (isEmptyCell(value)) return ''
    if (typeof value !== 'object') return String(value)
    if (col.template) return (Array.isArray(value) ? value : [value]).map((o) => filled(col.template!, o)).join('；')
    return JSON.stringify(value)
  },
})
