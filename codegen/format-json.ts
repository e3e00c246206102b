/**
 * The one style of every JSON file under schemas/ (`npm run schemas:format` writes it, the checker
 * fails on a file not in it): two-space indent, and a value on one line wherever it fits in
 * WIDTH columns (a column spec, an endpoint, a short option list), otherwise one member a line.
 * Deterministic: the same value always prints the same text.
 */
const WIDTH = 120

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]'
  if (value && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
    return members.length ? `{ ${members.join(', ')} }` : '{}'
  }
  return JSON.stringify(value)
}

function print(value: unknown, indent: string, prefix: string): string {
  const flat = inline(value)
  if (indent.length + prefix.length + flat.length <= WIDTH || !value || typeof value !== 'object') return flat
  const inner = indent + '  '
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + print(v, inner, '')).join(',\n')}\n${indent}]`
  const members = Object.entries(value).map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `
    return inner + key + print(v, inner, key)
  })
  return `{\n${members.join(',\n')}\n${indent}}`
}

/** The file text of a JSON value in the schemas/ style (with its final newline). */
export function formatJson(value: unknown): string {
  return print(value, '', '') + '\n'
}
