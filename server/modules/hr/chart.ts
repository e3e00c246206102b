/**
 * Organisation chart (spec 001 s.2, s.3 "Organisation tree node", "User detail card"): the current
 * staff as a tree of people. A department's leader hangs under the nearest leader above; the other
 * members under their department's (or the nearest ancestor's) leader; siblings by position level.
 * One query and a linear pass: 500 people in a few milliseconds.
 */
import type { FastifyInstance } from 'fastify'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { departments, employees, positions, users } from '../../db/schema'
import { ApiError, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { idParams } from '../../http/params'
import { organisation, DEPT_NOT_FOUND } from '../organisation/queries'
import { CURRENT, HR_MESSAGES, statusIn } from './queries'

export interface OrgChartNode {
  UserId: string | null
  UserName: string
  WorkNo: string
  Position: string
  PositionLevel: number
  MajorAreas: string
  Responsibility: string
  HeadImg: string
  DepName: string
  children: OrgChartNode[]
}

const tags = ['employee-files']

export function chartRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    // spec 001 s.7: 'GET /api/app/users/organization/{depId} (workno): organisation chart data'.
    app.get<{ Params: { depId: string }; Querystring: { workno?: string } }>(
      '/api/app/users/organization/:depId',
      {
        config: { permission: 'HRM.Comprehension' },
        schema: {
          tags,
          summary: '组织架构图：在职员工按部门负责人与岗位层级组成的树（depId 为 0 时全公司；带 workno 时为该员工所在部门）',
          params: { type: 'object', required: ['depId'], properties: { depId: { type: 'string', maxLength: 40 } } },
          querystring: { type: 'object', properties: { workno: { type: 'string', maxLength: 30 } } },
        },
      },
      async (request) => {
        let depId = request.params.depId.trim()
        const workNo = request.query.workno?.trim()
        if (workNo && depId === '0') depId = (await ctx.db.select({ dep: users.departmentId }).from(users).where(eq(users.userName, workNo)))[0]?.dep ?? ''
        const org = await organisation(ctx.db)
        const whole = depId === '0'
        if (!whole && !(UUID.test(depId) && org.byId.has(depId))) throw new ApiError(404, DEPT_NOT_FOUND)
        const conditions: SQL[] = [statusIn(CURRENT)]
        if (!whole) conditions.push(inArray(users.departmentId, org.subtree(depId)))
        const rows = await ctx.db
          .select({
            id: users.id,
            realName: users.realName,
            userName: users.userName,
            avatar: users.avatar,
            photo: employees.photo,
            depId: users.departmentId,
            position: positions.name,
            level: employees.positionLevel,
            majorAreas: employees.majorAreas,
            responsibility: employees.responsibility,
          })
          .from(employees)
          .innerJoin(users, eq(users.id, employees.userId))
          .leftJoin(positions, eq(positions.id, users.positionId))
          .where(and(...conditions))
        const nodes = new Map<string, OrgChartNode>()
        for (const r of rows)
          nodes.set(r.id, {
            UserId: r.id,
            UserName: r.realName || r.userName,
            WorkNo: r.userName,
            Position: r.position ?? '',
            PositionLevel: r.level,
            MajorAreas: r.majorAreas,
            Responsibility: r.responsibility,
            HeadImg: r.photo || r.avatar,
            DepName: r.depId ? org.byId.get(r.depId)?.name ?? '' : '',
            children: [],
          })
        /** the nearest leader (in the chart) from this department upwards, other than `self` */
        const leaderFrom = (dep: string | null | undefined, self: string): string | undefined => {
          for (let d = dep ? org.byId.get(dep) : undefined, i = 0; d && i < 100; d = d.parentId ? org.byId.get(d.parentId) : undefined, i++) {
            if (d.leaderId && d.leaderId !== self && nodes.has(d.leaderId)) return d.leaderId
          }
          return undefined
        }
        const roots: OrgChartNode[] = []
        for (const r of rows) {
          const dept = r.depId ? org.byId.get(r.depId) : undefined
          const isLeader = dept?.leaderId === r.id
          const parent = isLeader ? leaderFrom(dept?.parentId, r.id) : leaderFrom(r.depId, r.id)
          ;(parent ? nodes.get(parent)!.children : roots).push(nodes.get(r.id)!)
        }
        const order = (list: OrgChartNode[], depth = 0) => {
          list.sort((a, b) => a.PositionLevel - b.PositionLevel || a.WorkNo.localeCompare(b.WorkNo))
          if (depth < 100) for (const n of list) order(n.children, depth + 1)
        }
        order(roots)
        if (roots.length === 1) return ok(roots[0])
        const top = whole ? org.roots[0] : org.byId.get(depId)
        return ok({
          UserId: null,
          UserName: top?.name ?? '全公司',
          WorkNo: '',
          Position: '',
          PositionLevel: 0,
          MajorAreas: '',
          Responsibility: '',
          HeadImg: '',
          DepName: top?.name ?? '',
          children: roots,
        } satisfies OrgChartNode)
      },
    )

    app.get<{ Params: { userId: string } }>(
      '/api/app/users/org-user-card/:userId',
      {
        config: { permission: 'HRM.Comprehension' },
        schema: { tags, summary: '组织架构图的人员卡片', params: idParams('userId', '员工编号') },
      },
      async (request) => {
        const id = request.params.userId
        if (!UUID.test(id)) throw new ApiError(404, HR_MESSAGES.notFound)
        const [r] = await ctx.db
          .select({
            id: users.id,
            realName: users.realName,
            userName: users.userName,
            avatar: users.avatar,
            photo: employees.photo,
            position: positions.name,
            dep: departments.name,
            responsibility: employees.responsibility,
          })
          .from(employees)
          .innerJoin(users, eq(users.id, employees.userId))
          .leftJoin(positions, eq(positions.id, users.positionId))
          .leftJoin(departments, eq(departments.id, users.departmentId))
          .where(eq(users.id, id))
        if (!r) throw new ApiError(404, HR_MESSAGES.notFound)
        return ok({
          UserId: r.id,
          HeadImg: r.photo || r.avatar,
          UserName: r.realName || r.userName,
          Position: r.position ?? '',
          Responsibility: r.responsibility,
          DepName: r.dep ?? '',
          WorkNo: r.userName,
        })
      },
    )
  }
}
