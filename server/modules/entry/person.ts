/**
 * GET /api/app/new-user/user-by-work-no (spec 001 s.7, "employee Data"): the person behind an entry
 * record as the onboarding screens name them: account, placement, entry date and status. The
 * wizard's access rule: one's own record, or any with the HR read names; no record is 404.
 */
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { users } from '../../db/schema'
import { ok } from '../../http/envelope'
import { textQuery } from '../../http/params'
import { basicNames, ENTRY_STATUS_NAMES, resolveEntry, WIZARD_READ } from './data'

export function personRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: { workno?: string } }>(
      '/api/app/new-user/user-by-work-no',
      {
        config: { permission: WIZARD_READ },
        schema: { tags: ['onboarding'], summary: '入职人员信息（账号、主体、部门、岗位、入职时间、状态）', querystring: textQuery(['workno'], 30) },
      },
      async (request) => {
        const r = await resolveEntry(ctx.db, request, request.query.workno, 'read')
        const [u] = await ctx.db
          .select({ realName: users.realName, nickName: users.nickName, phone: users.phoneNumber, departmentId: users.departmentId, positionId: users.positionId })
          .from(users)
          .where(eq(users.id, r.userId))
        const b = r.entry.basic ?? {}
        // The account holds the placement HR gave (and an approval moved); the record holds the rest.
        const placement = { OrgId: r.entry.orgId, DepId: u.departmentId, PositionId: u.positionId, WorkId: b.WorkId ?? null }
        const names = await basicNames(ctx.db, placement)
        return ok({
          Id: r.userId,
          WorkNo: r.workNo,
          RealName: u.realName,
          NickName: u.nickName || String(b.NickName ?? ''),
          Phone: u.phone,
          Sex: b.Sex ?? null,
          ...placement,
          OrgName: names.OrgName,
          DepName: names.DepName,
          PositionName: names.PositionName,
          WorkName: names.WorkName,
          EntryTime: b.EntryTime ?? null,
          Status: r.entry.status,
          StatusName: ENTRY_STATUS_NAMES[r.entry.status],
          Step: r.entry.step,
        })
      },
    )
  }
}
