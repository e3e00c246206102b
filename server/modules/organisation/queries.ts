/**
 * The organisation's SQL and its mappers: the department tree with member counts, the people
 * query and the picker's person and department items (organisation routes, employee files).
 */
import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import { departments, positions, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { likePattern } from '../../http/paging'

export const DEPT_NOT_FOUND = '部门不存在'
/** A keyword search answers at most this many people. */
export const SEARCH_LIMIT = 200

export interface DeptNode {
  id: string
  parentId: string | null
  name: string
  sort: number
  leaderId: string | null
  own: number
  total: number
  children: DeptNode[]
}

/** Every department with its direct and recursive active member counts (departments are few). */
export async function organisation(db: Executor) {
  const [rows, counts] = await Promise.all([
    db.select({ id: departments.id, parentId: departments.parentId, name: departments.name, sort: departments.sort, leaderId: departments.leaderId }).from(departments),
    db.select({ dep: users.departmentId, n: count() }).from(users).where(eq(users.isActive, true)).groupBy(users.departmentId),
  ])
  const own = new Map(counts.map((c) => [c.dep, Number(c.n)]))
  const byId = new Map<string, DeptNode>(rows.map((r) => [r.id, { ...r, own: own.get(r.id) ?? 0, total: 0, children: [] }]))
  const roots: DeptNode[] = []
  for (const n of byId.values()) (n.parentId && byId.has(n.parentId) ? byId.get(n.parentId)!.children : roots).push(n)
  const order = (list: DeptNode[]) => list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh'))
  const total = (n: DeptNode, depth = 0): number => {
    order(n.children)
    n.total = n.own + (depth > 100 ? 0 : n.children.reduce((s, c) => s + total(c, depth + 1), 0))
    return n.total
  }
  order(roots).forEach((r) => total(r))
  /** the department and every one below it */
  const subtree = (id: string): string[] => {
    const out: string[] = []
    const walk = (n: DeptNode | undefined, depth = 0) => {
      if (!n || depth > 100) return
      out.push(n.id)
      n.children.forEach((c) => walk(c, depth + 1))
    }
    walk(byId.get(id))
    return out
  }
  /** top department first, down to this one */
  const path = (id: string): DeptNode[] => {
    const out: DeptNode[] = []
    for (let n = byId.get(id), i = 0; n && i < 100; n = n.parentId ? byId.get(n.parentId) : undefined, i++) out.unshift(n)
    return out
  }
  return { byId, roots, subtree, path }
}

export const deptItem = (d: DeptNode) => ({ Id: d.id, Name: d.name, ParentId: d.parentId, MenberCount: d.total })

const personColumns = {
  id: users.id,
  userName: users.userName,
  realName: users.realName,
  nickName: users.nickName,
  surname: users.surname,
  name: users.name,
  avatar: users.avatar,
  departmentId: users.departmentId,
  depName: departments.name,
  positionId: users.positionId,
  positionName: positions.name,
}
export type Person = { id: string; userName: string; realName: string; nickName: string; surname: string; name: string; avatar: string; departmentId: string | null; depName: string | null; positionId: string | null; positionName: string | null }

/** People with their department and position names; `extra` columns beside them (e.g. a page's total). */
export const people = <E extends Record<string, SQL> = Record<never, never>>(db: Executor, extra?: E) =>
  db
    .select({ ...personColumns, ...(extra as E) })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(positions, eq(positions.id, users.positionId))

/** A person always has a RealName: the picker tells people from departments by it. */
const realNameOf = (p: Person) => p.realName || `${p.surname}${p.name}` || p.userName

export const pickerUser = (p: Person) => ({ Id: p.id, RealName: realNameOf(p), NickName: p.nickName, WorkNo: p.userName, DepId: p.departmentId, DepName: p.depName ?? '' })

export const listUser = (p: Person) => ({
  ...pickerUser(p),
  PositionId: p.positionId,
  PositionName: p.positionName ?? '',
  Avatar: p.avatar,
})

export function userSearch(keyword: string): SQL {
  const p = likePattern(keyword)
  return or(ilike(users.realName, p), ilike(users.nickName, p), ilike(users.userName, p))!
}

export const byName = [asc(users.realName), asc(users.userName)]

