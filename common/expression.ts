/**
 * The expression language of computed approval fields (FormItem.expression), e.g.
 * `sum(Items.Amount)`, `Quantity * Price`, `days(Start, End) - (StartHalf == '下午' ? 0.5 : 0)`.
 * A small parser and interpreter: no eval, no Function, nothing reachable but the form's values
 * and the functions listed here, so a form definition written by an administrator cannot run code
 * in the browser or on the server. Both sides compute with this file and get the same numbers.
 */
import { dayOf } from './rules'

export type Node =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'ref'; name: string; column?: string }
  | { t: 'call'; fn: string; args: Node[] }
  | { t: 'unary'; op: '-' | '!'; arg: Node }
  | { t: 'bin'; op: string; a: Node; b: Node }
  | { t: 'cond'; test: Node; yes: Node; no: Node }

export class ExpressionError extends Error {}

type Value = number | string | boolean | unknown[] | undefined

const num = (v: unknown): number => {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v)
  return 0
}

/** A number for arithmetic: an empty or non-numeric operand makes the result empty rather than 0. */
const operand = (v: unknown): number => (v === undefined || v === null || (typeof v === 'string' && !/^\s*-?\d+(\.\d+)?\s*$/.test(v)) || Array.isArray(v) ? NaN : num(v))

const flat = (args: Value[]): number[] => args.flatMap((a) => (Array.isArray(a) ? a.map(num) : [num(a)]))

/** Whole days from one date to another, both counted (a leave from Monday to Friday is 5). */
function days(a: Value, b: Value): number | undefined {
  const [x, y] = [dayOf(a), dayOf(b)]
  if (!x || !y) return undefined
  return (Date.parse(y) - Date.parse(x)) / 86_400_000 + 1
}

const FUNCTIONS: Record<string, (args: Value[]) => Value> = {
  sum: (args) => flat(args).reduce((s, n) => s + n, 0),
  min: (args) => (flat(args).length ? Math.min(...flat(args)) : undefined),
  max: (args) => (flat(args).length ? Math.max(...flat(args)) : undefined),
  count: (args) => args.reduce<number>((s, a) => s + (Array.isArray(a) ? a.length : a === undefined || a === '' ? 0 : 1), 0),
  abs: ([a]) => Math.abs(num(a)),
  floor: ([a]) => Math.floor(num(a)),
  ceil: ([a]) => Math.ceil(num(a)),
  round: ([a, d]) => {
    const f = 10 ** (d === undefined ? 0 : num(d))
    return Math.round((num(a) + Number.EPSILON) * f) / f
  },
  days: ([a, b]) => days(a, b),
}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|([A-Za-z_][A-Za-z0-9_]*)|(==|!=|>=|<=|&&|\|\||[-+*/%()?:,.<>!]))/y

function tokenize(text: string): string[] {
  const out: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(text)
    if (!m) throw new ExpressionError(`表达式第${at + 1}个字符无法识别`)
    if (m[1] !== undefined) out.push(m[1])
    // strings keep a marker so that a quoted word is never read as a field name
    else if (m[2] !== undefined || m[3] !== undefined) out.push(`'${m[2] ?? m[3]}`)
    else out.push(m[4] ?? m[5])
  }
  return out
}

const BINARY: [string[], number][] = [[['||'], 1], [['&&'], 2], [['==', '!=', '>', '>=', '<', '<='], 3], [['+', '-'], 4], [['*', '/', '%'], 5]]
const PRECEDENCE = new Map(BINARY.flatMap(([ops, p]) => ops.map((o) => [o, p] as const)))

/** Parses an expression; a syntax error or an unknown function throws ExpressionError with a Chinese message. */
export function parse(text: string): Node {
  const tokens = tokenize(text)
  let i = 0
  const peek = () => tokens[i]
  const take = (want?: string) => {
    const t = tokens[i++]
    if (t === undefined || (want && t !== want)) throw new ExpressionError(want ? `表达式缺少“${want}”` : '表达式不完整')
    return t
  }
  const primary = (): Node => {
    const t = take()
    if (t === '(') {
      const e = expr()
      take(')')
      return e
    }
    if (t === '-' || t === '!') return { t: 'unary', op: t, arg: primary() }
    if (t.startsWith("'")) return { t: 'str', v: t.slice(1) }
    if (/^\d/.test(t)) return { t: 'num', v: Number(t) }
    if (!/^[A-Za-z_]/.test(t)) throw new ExpressionError(`表达式中“${t}”的位置不对`)
    if (peek() === '(') {
      if (!FUNCTIONS[t]) throw new ExpressionError(`不支持的函数：${t}`)
      take('(')
      const args: Node[] = []
      while (peek() !== ')') {
        args.push(expr())
        if (peek() !== ')') take(peek() === undefined ? ')' : ',')
      }
      take(')')
      return { t: 'call', fn: t, args }
    }
    if (peek() === '.') {
      take('.')
      const column = take()
      if (!/^[A-Za-z_]/.test(column)) throw new ExpressionError(`表达式中“${column}”的位置不对`)
      return { t: 'ref', name: t, column }
    }
    return { t: 'ref', name: t }
  }
  const binary = (min: number): Node => {
    let left = primary()
    for (let op = peek(); op && (PRECEDENCE.get(op) ?? 0) >= min; op = peek()) {
      take()
      left = { t: 'bin', op, a: left, b: binary(PRECEDENCE.get(op)! + 1) }
    }
    return left
  }
  const expr = (): Node => {
    const test = binary(1)
    if (peek() !== '?') return test
    take('?')
    const yes = expr()
    take(':')
    return { t: 'cond', test, yes, no: expr() }
  }
  const tree = expr()
  if (i < tokens.length) throw new ExpressionError(`表达式中“${tokens[i]}”的位置不对`)
  return tree
}

/** Every field an expression reads (a column reference `Items.Amount` reads `Items`). */
export function dependencies(node: Node): string[] {
  switch (node.t) {
    case 'ref':
      return [node.name]
    case 'call':
      return node.args.flatMap(dependencies)
    case 'unary':
      return dependencies(node.arg)
    case 'bin':
      return [...dependencies(node.a), ...dependencies(node.b)]
    case 'cond':
      return [...dependencies(node.test), ...dependencies(node.yes), ...dependencies(node.no)]
    default:
      return []
  }
}

function compare(op: string, a: Value, b: Value): boolean {
  if (op === '==' || op === '!=') {
    const same = typeof a === 'number' || typeof b === 'number' ? num(a) === num(b) : String(a ?? '') === String(b ?? '')
    return op === '==' ? same : !same
  }
  const [x, y] = [num(a), num(b)]
  return op === '>' ? x > y : op === '>=' ? x >= y : op === '<' ? x < y : x <= y
}

function run(node: Node, scope: Record<string, unknown>): Value {
  switch (node.t) {
    case 'num':
    case 'str':
      return node.v
    case 'ref': {
      // own values only: a field named 'constructor' reads nothing from the prototype
      const own = (o: unknown, key: string) => (o && typeof o === 'object' && Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined)
      const v = own(scope, node.name)
      if (node.column === undefined) return v as Value
      return Array.isArray(v) ? v.map((row) => own(row, node.column!)) : []
    }
    case 'call':
      return FUNCTIONS[node.fn](node.args.map((a) => run(a, scope)))
    case 'unary':
      return node.op === '-' ? -operand(run(node.arg, scope)) : !truthy(run(node.arg, scope))
    case 'cond':
      return truthy(run(node.test, scope)) ? run(node.yes, scope) : run(node.no, scope)
    case 'bin': {
      const { op } = node
      if (op === '&&') return truthy(run(node.a, scope)) && truthy(run(node.b, scope))
      if (op === '||') return truthy(run(node.a, scope)) || truthy(run(node.b, scope))
      const [a, b] = [run(node.a, scope), run(node.b, scope)]
      if (PRECEDENCE.get(op) === 3) return compare(op, a, b)
      const [x, y] = [operand(a), operand(b)]
      return op === '+' ? x + y : op === '-' ? x - y : op === '*' ? x * y : op === '/' ? x / y : x % y
    }
  }
}

const truthy = (v: Value) => (Array.isArray(v) ? v.length > 0 : Boolean(v) && v !== '0')

/** The value of an expression over the form's values; undefined when it is no finite number or text. */
export function evaluate(node: Node, scope: Record<string, unknown>): number | string | undefined {
  const v = run(node, scope)
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'boolean') return v ? 1 : 0
  return typeof v === 'string' ? v : undefined
}
