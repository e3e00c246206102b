/**
 * The organisation behind the shared person/department picker (spec 000 s.2) and the user,
 * position and department lists other screens choose from. Signed-in reads.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { positions, users } from '../../db/schema'
import { ApiError, badRequest, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { idParams } from '../../http/params'
import { chunks } from '../../db/chunks'
import { byName, DEPT_NOT_FOUND, deptItem, organisation, people, pickerUser, SEARCH_LIMIT, userSearch, type DeptNode, type Person } from './queries'

const tags = ['organisation']
const MAX_IDS = 1000
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
