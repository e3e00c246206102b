/**
 * The organisation behind the shared person/department picker (spec 000 s.2) and the user,
 * position and department lists other screens choose from. Signed-in reads.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { departments, positions, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, badRequest, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern } from '../../http/paging'
import { idParams } from '../../http/params'
import { chunks } from '../../db/chunks'

const tags = ['organisation']
export const DEPT_NOT_FOUND = '部门不存在'
/** A keyword search answers at most this many people. */
export const SEARCH_LIMIT = 200
const MAX_IDS = 1000

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

const deptItem = (d: DeptNode) => ({ Id: d.id, Name: d.name, ParentId: d.parentId, MenberCount: d.total })

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
type Person = { id: string; userName: string; realName: string; nickName: string; surname: string; name: string; avatar: string; departmentId: string | null; depName: string | null; positionId: string | null; positionName: string | null }

export const people = (db: Executor) =>
  db.select(personColumns).from(users).leftJoin(departments, eq(departments.id, users.departmentId)).leftJoin(positions, eq(positions.id, users.positionId))

/** A person always has a RealName: the picker tells people from departments by it. */
const realNameOf = (p: Person) => p.realName || `${p.surname}${p.name}` || p.userName

const pickerUser = (p: Person) => ({ Id: p.id, RealName: realNameOf(p), NickName: p.nickName, WorkNo: p.userName, DepId: p.departmentId, DepName: p.depName ?? '' })

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

export function organisationRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Params: { id: string }; Querystring: { keyword?: string; type?: number } }>(
      '/api/app/old-frame/department/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: '选人/选部门：部门的下级部门与成员（id 为 0 表示顶层；type 0 人员，1 部门）',
          params: idParams('id', '部门编号（0 为顶层）'),
          querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, type: { type: 'integer', enum: [0, 1], default: 0 } } },
        },
      },
      async (request) => {
        const { id } = request.params
        const type = request.query.type ?? 0
        const keyword = request.query.keyword?.trim()
        const org = await organisation(ctx.db)
        if (id !== '0' && !(UUID.test(id) && org.byId.has(id))) throw new ApiError(404, DEPT_NOT_FOUND)
        if (keyword) {
          if (type === 1) {
            const k = keyword.toLowerCase()
            const depts = [...org.byId.values()].filter((d) => d.name.toLowerCase().includes(k)).slice(0, SEARCH_LIMIT)
            return ok({ Users: [], Depts: depts.map(deptItem), Crumbs: [] })
          }
          const found = await people(ctx.db)
            .where(and(eq(users.isActive, true), userSearch(keyword)))
            .orderBy(...byName)
            .limit(SEARCH_LIMIT)
          return ok({ Users: found.map(pickerUser), Depts: [], Crumbs: [] })
        }
        const children = id === '0' ? org.roots : org.byId.get(id)!.children
        const members =
          type === 1
            ? []
            : await people(ctx.db)
                .where(and(eq(users.isActive, true), id === '0' ? isNull(users.departmentId) : eq(users.departmentId, id)))
                .orderBy(...byName)
        return ok({
          Users: members.map(pickerUser),
          Depts: children.map(deptItem),
          Crumbs: id === '0' ? [] : org.path(id).map((d) => ({ Id: d.id, Name: d.name })),
        })
      },
    )

    app.post(
      '/api/app/old-frame/department-users',
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: '部门（含下级部门）的成员，去重', body: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'object' }] } },
        attachValidation: true,
      },
      async (request) => {
        const body = request.body as unknown
        const list = Array.isArray(body) ? body : (body as { Ids?: unknown } | null)?.Ids
        const message = '请选择部门'
        if (!Array.isArray(list) || list.some((x) => typeof x !== 'string' && typeof x !== 'number')) throw badRequest(message, [{ Field: 'Ids', Message: message }])
        if (list.length > MAX_IDS) throw badRequest(`最多选择${MAX_IDS}个部门`, [{ Field: 'Ids', Message: `最多选择${MAX_IDS}个部门` }])
        const ids = list.map(String)
        const org = await organisation(ctx.db)
        const whole = ids.includes('0')
        const depIds = [...new Set(ids.filter((i) => UUID.test(i) && org.byId.has(i)).flatMap((i) => org.subtree(i)))]
        let found: Person[] = []
        if (whole) found = await people(ctx.db).where(eq(users.isActive, true)).orderBy(...byName)
        else
          for (const part of chunks(depIds, 500)) {
            found.push(...(await people(ctx.db).where(and(eq(users.isActive, true), inArray(users.departmentId, part))).orderBy(...byName)))
          }
        const seen = new Set<string>()
        return ok({ Users: found.filter((p) => !seen.has(p.id) && seen.add(p.id)).map(pickerUser) })
      },
    )

    // GET /api/app/users/user-list lives in server/modules/hr (employee table for HR, picker list for others).

    app.get('/api/app/users/stationlist', { config: { access: 'signedIn' }, schema: { tags, summary: '岗位列表' } }, async () => {
      const rows = await ctx.db.select({ Id: positions.id, Name: positions.name, Sort: positions.sort }).from(positions).orderBy(asc(positions.sort), asc(positions.name))
      return ok(rows)
    })

    app.get('/api/app/users/deplist', { config: { access: 'signedIn' }, schema: { tags, summary: '部门列表（平铺，带 ParentId）' } }, async () => {
      const org = await organisation(ctx.db)
      const out: { Id: string; ParentId: string | null; Name: string; Sort: number }[] = []
      const walk = (list: DeptNode[]) => list.forEach((d) => (out.push({ Id: d.id, ParentId: d.parentId, Name: d.name, Sort: d.sort }), walk(d.children)))
      walk(org.roots)
      return ok(out)
    })

    app.get<{ Params: { depId: string }; Querystring: { workno?: string } }>(
      '/api/app/users/department-info/:depId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: '部门的组织信息（上级路径、负责人）；带 workno 时为该员工所在部门',
          params: idParams('depId', '部门编号'),
          querystring: { type: 'object', properties: { workno: { type: 'string', maxLength: 30 } } },
        },
      },
      async (request) => {
        let depId = request.params.depId
        const workNo = request.query.workno?.trim()
        if (workNo && (depId === '0' || !depId)) {
          const [u] = await ctx.db.select({ dep: users.departmentId }).from(users).where(eq(users.userName, workNo))
          depId = u?.dep ?? ''
        }
        const org = await organisation(ctx.db)
        const dept = UUID.test(depId) ? org.byId.get(depId) : undefined
        if (!dept) throw new ApiError(404, DEPT_NOT_FOUND)
        const path = org.path(dept.id)
        const [leader] = dept.leaderId
          ? await ctx.db.select({ id: users.id, realName: users.realName, userName: users.userName }).from(users).where(eq(users.id, dept.leaderId))
          : []
        return ok({
          Id: dept.id,
          Name: dept.name,
          ParentId: dept.parentId,
          ParentNames: path.slice(0, -1).map((d) => d.name),
          FullName: path.map((d) => d.name).join('/'),
          Leader: leader ? { Id: leader.id, RealName: leader.realName || leader.userName, WorkNo: leader.userName } : null,
          MenberCount: dept.total,
        })
      },
    )
  }
}
