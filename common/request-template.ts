/**
 * The one row-to-request template of screen schemas (issue 10): what an action passes into a
 * dialog's saved body (`body`), what a dialog's form starts with (`initialValues`) and what the
 * wizard's review passes (`check.body`), written as the request looks, e.g.
 *
 *   "body": { "ids": "{$keys}", "depid": "{$node}", "Id": "{$row.Id}" }
 *
 * Placeholders:
 * - `{$keys}`: the selected rows' keys (toolbar), or the row's key as a one-element array (row action)
 * - `{$node}`: the value of the side-tree node the menu was opened on
 * - `{$row.Field}`: a field of the row the action is about
 * - `{$record.Field}`: a field of the record the screen shows (the wizard's)
 *
 * A string that is one placeholder becomes its value as it is (an array, a number, null); one
 * with text around a placeholder becomes text; any other value (a constant) stays. Objects and
 * arrays are filled member by member. A member whose value is missing (no row, no node, a field
 * the row lacks) is left out. The renderer fills templates with `fillTemplate` and nothing else;
 * the checker reads the row and record fields they name with `templateFields`.
 */

export type TemplateSource = 'keys' | 'node' | 'row' | 'record'

/** What the placeholders are filled from. */
export interface TemplateScope {
  keys?: unknown[]
  node?: unknown
  row?: Record<string, unknown>
  record?: Record<string, unknown>
}

const PLACEHOLDER = /\{\$(keys|node|row|record)(?:\.([A-Za-z_][A-Za-z0-9_]*))?\}/g
const WHOLE = /^\{\$(keys|node|row|record)(?:\.([A-Za-z_][A-Za-z0-9_]*))?\}$/

function valueOf(scope: TemplateScope, source: TemplateSource, field: string | undefined): unknown {
  if (source === 'keys' || source === 'node') return field === undefined ? scope[source] : undefined
  const from = scope[source]
  return from && field !== undefined ? from[field] : undefined
}

function fill(node: unknown, scope: TemplateScope): unknown {
  if (typeof node === 'string') {
    const whole = WHOLE.exec(node)
    if (whole) return valueOf(scope, whole[1] as TemplateSource, whole[2])
    let missing = false
    const text = node.replace(PLACEHOLDER, (_, source: TemplateSource, field?: string) => {
      const v = valueOf(scope, source, field)
      if (v === undefined || v === null) missing = true
      return v === undefined || v === null ? '' : String(v)
    })
    return missing ? undefined : text
  }
  if (Array.isArray(node)) return node.map((v) => fill(v, scope)).filter((v) => v !== undefined)
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(node)) {
      const filled = fill(v, scope)
      if (filled !== undefined) out[k] = filled
    }
    return out
  }
  return node
}

/** The template filled from the scope; undefined when there is no template. */
export function fillTemplate(template: Record<string, unknown> | undefined, scope: TemplateScope): Record<string, unknown> | undefined {
  return template === undefined ? undefined : (fill(template, scope) as Record<string, unknown>)
}

/** Every placeholder of a template, with its JSON path under the template. */
export function templatePlaceholders(template: unknown, path = ''): { source: TemplateSource; field?: string; path: string }[] {
  if (typeof template === 'string')
    return [...template.matchAll(PLACEHOLDER)].map((m) => ({ source: m[1] as TemplateSource, ...(m[2] ? { field: m[2] } : {}), path }))
  if (Array.isArray(template)) return template.flatMap((v, i) => templatePlaceholders(v, `${path}/${i}`))
  if (template && typeof template === 'object') return Object.entries(template).flatMap(([k, v]) => templatePlaceholders(v, `${path}/${k}`))
  return []
}

/** Whether the template reads this source (a toolbar dialog action reading `{$keys}` needs selected rows). */
export const templateUses = (template: unknown, source: TemplateSource): boolean => templatePlaceholders(template).some((p) => p.source === source)
