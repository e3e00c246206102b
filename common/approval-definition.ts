/**
 * Whether a form definition (BusinessForm) can be used: unique field names, known input kinds,
 * choices where a choice is asked, columns for a detail table, and computed expressions that parse,
 * read only existing fields and never depend on themselves. The server refuses to store a
 * definition with a problem; the administration screen (issue 14) shows the same messages.
 */
import type { BusinessForm, FormItem, FormItemType } from './approval-form'
import { dependencies, ExpressionError, parse } from './expression'

const TYPES: readonly FormItemType[] = ['input', 'textarea', 'number', 'float', 'phone', 'select', 'radio', 'checkbox', 'date', 'datetime', 'upload', 'details']
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/

function itemsProblem(items: FormItem[], where: string): string | undefined {
  const names = new Set<string>()
  for (const item of items) {
    const at = `${where}${item.label || item.name}`
    if (!NAME.test(item.name ?? '')) return `${at}：字段名只能是字母、数字和下划线，且不能以数字开头`
    if (!item.label?.trim()) return `${at}：请输入显示名称`
    if (names.has(item.name)) return `${at}：字段名${item.name}重复`
    names.add(item.name)
    if (!TYPES.includes(item.type)) return `${at}：不支持的类型${String(item.type)}`
    if (['select', 'radio', 'checkbox'].includes(item.type) && !item.options?.length) return `${at}：请设置选项`
    if (item.type === 'details') {
      if (where) return `${at}：明细中不能再有明细`
      if (!item.details?.length) return `${at}：请设置明细的列`
      const inner = itemsProblem(item.details, `${item.label || '明细'}/`)
      if (inner) return inner
    }
  }
  return expressionsProblem(items, where)
}

/** Computed fields: parse, refer to known fields (a table's columns as Table.Column), no cycles. */
function expressionsProblem(items: FormItem[], where: string): string | undefined {
  const byName = new Map(items.map((i) => [i.name, i]))
  const deps = new Map<string, string[]>()
  for (const item of items) {
    if (!item.expression) continue
    const at = `${where}${item.label || item.name}`
    try {
      deps.set(item.name, dependencies(parse(item.expression)))
    } catch (e) {
      if (e instanceof ExpressionError) return `${at}：${e.message}`
      throw e
    }
    const unknown = deps.get(item.name)!.find((d) => !byName.has(d))
    if (unknown) return `${at}：表达式引用了不存在的字段${unknown}`
  }
  const visiting = new Set<string>()
  const cyclic = (name: string): boolean => {
    if (visiting.has(name)) return true
    visiting.add(name)
    const hit = (deps.get(name) ?? []).some(cyclic)
    visiting.delete(name)
    return hit
  }
  const loop = [...deps.keys()].find(cyclic)
  return loop ? `${where}${byName.get(loop)!.label || loop}：计算公式不能循环引用` : undefined
}

/** The first problem of a definition, or undefined when it can be stored. */
export function definitionProblem(form: BusinessForm): string | undefined {
  if (!form || typeof form.title !== 'string' || !form.title.trim()) return '请输入表单标题'
  if (!Array.isArray(form.formItems) || !form.formItems.length) return '请添加表单字段'
  return itemsProblem(form.formItems, '')
}

/** An item as an editor sends it (empty strings, nulls, options and columns left from another kind). */
export type FormItemInput = Partial<Record<keyof FormItem, unknown>>

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const CHOICES: readonly FormItemType[] = ['select', 'radio', 'checkbox']

/**
 * An item as stored: trimmed, empty optional keys left out, options only on a choice (an option
 * without a value takes its label), columns only on a top-level detail table. The server stores
 * this and the designer's preview shows it, so both judge the same definition.
 */
export function cleanFormItem(i: FormItemInput, nested = false): FormItem {
  const item: FormItem = { name: text(i.name), label: text(i.label), type: text(i.type) as FormItemType }
  if (i.required) item.required = true
  if (text(i.placeholder)) item.placeholder = text(i.placeholder)
  if (CHOICES.includes(item.type)) {
    const options = Array.isArray(i.options) ? (i.options as { label?: unknown; value?: unknown }[]) : []
    item.options = options.map((o) => ({ label: text(o?.label), value: text(o?.value) || text(o?.label) })).filter((o) => o.label)
  }
  if (item.type === 'details' && !nested) item.details = (Array.isArray(i.details) ? (i.details as FormItemInput[]) : []).map((d) => cleanFormItem(d, true))
  // visible is the default: only an explicit false hides the field from the initiator
  if (i.formVisible === false) item.formVisible = false
  if (text(i.expression)) item.expression = text(i.expression)
  if (text(i.after)) item.after = text(i.after)
  if (i.precision === 0 || i.precision === 2) item.precision = i.precision
  if (i.moneyWords) item.moneyWords = true
  return item
}
