/**
 * Server answer -> `Person` tree. Reads the contract's `OrgChartNode` and, defensively, the older
 * draft shape (`Id, RealName, PositionName, NickImg, Responsibilities, Children`); a bare array
 * of roots is accepted too.
 */
import type { Person } from './types'

type Raw = Record<string, unknown>

const text = (...xs: unknown[]): string => {
  for (const x of xs) if (typeof x === 'string' && x.trim()) return x.trim()
  for (const x of xs) if (typeof x === 'number') return String(x)
  return ''
}

function level(x: unknown): number | null {
  if (typeof x === 'number' && Number.isFinite(x)) return x
  if (typeof x === 'string') {
    const m = /\d+/.exec(x)
    if (m) return Number(m[0])
  }
  return null
}

function childrenOf(raw: Raw): Raw[] {
  const c = raw.children ?? raw.Children
  return Array.isArray(c) ? (c.filter((x) => x && typeof x === 'object') as Raw[]) : []
}

/** The chart's tree, or null when there is nobody to show. Iterative: no recursion limit on deep trees. */
export function toPeople(data: unknown): Person | null {
  let roots: Raw[]
  if (Array.isArray(data)) roots = data.filter((x) => x && typeof x === 'object') as Raw[]
  else if (data && typeof data === 'object') roots = [data as Raw]
  else roots = []
  if (roots.length === 0) return null
  const top: Raw = roots.length === 1 ? roots[0] : { UserId: null, UserName: '组织架构', children: roots }

  const seen = new Set<string>()
  const make = (raw: Raw, path: string): Person => {
    const idValue = raw.UserId !== undefined ? raw.UserId : raw.Id
    const userId = idValue === null || idValue === undefined || idValue === '' ? null : String(idValue)
    let key = userId ?? `dep:${path}`
    if (seen.has(key)) key = `${key}@${path}`
    seen.add(key)
    return {
      key,
      userId,
      name: text(raw.UserName, raw.RealName, raw.Name, raw.NickName),
      workNo: text(raw.WorkNo),
      position: text(raw.Position, raw.PositionName),
      level: level(raw.PositionLevel),
      majorAreas: text(raw.MajorAreas),
      responsibility: text(raw.Responsibility, raw.Responsibilities),
      avatar: text(raw.HeadImg, raw.NickImg, raw.Avatar),
      depName: text(raw.DepName),
      children: [],
    }
  }
  const root = make(top, '0')
  const stack: Array<[Raw, Person, string]> = [[top, root, '0']]
  while (stack.length) {
    const [raw, person, path] = stack.pop()!
    childrenOf(raw).forEach((c, i) => {
      const p = `${path}.${i}`
      const child = make(c, p)
      person.children.push(child)
      stack.push([c, child, p])
    })
  }
  return root
}

/** People in the tree (department boxes not counted). */
export function countPeople(root: Person | null): number {
  if (!root) return 0
  let n = 0
  const stack = [root]
  while (stack.length) {
    const p = stack.pop()!
    if (p.userId) n++
    stack.push(...p.children)
  }
  return n
}

/** Initials for a photo-less avatar: the given name of a Chinese name (last two characters), or Latin initials. */
export function initials(name: string): string {
  const s = name.trim()
  if (!s) return '?'
  if (/^[\x20-\x7e]+$/.test(s)) {
    const parts = s.split(/\s+/).filter(Boolean)
    return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : s.slice(0, 2)).toUpperCase()
  }
  const chars = [...s]
  return chars.length <= 2 ? chars.join('') : chars.slice(-2).join('')
}
