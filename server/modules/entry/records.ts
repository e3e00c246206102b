/**
 * Entry records for HR (docs/contracts.md "Onboarding"): create (with the one-time initial
 * password), delete, the check list and the review (agree makes the new hire an employee).
 */
import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { maskPhone } from '../../../common/mask'
import { entities, type EntityValue } from '../../../common/entities'
import type { AppContext } from '../../context'
import { hashPassword, randomPassword } from '../../auth/password'
import { checkNewPassword } from '../../auth/password-policy'
import { departments, entries, roles, subjects, users } from '../../db/schema'
import { badRequest, fail, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { text } from '../../http/params'
import { entityBody } from '../../http/validation'
import { createUser } from '../identity/accounts'
import { audit, auditChange, byRequest } from '../audit/log'
import { operatorOf } from '../hr/moves'
import { STATUS, STATUS_NAMES } from '../hr/queries'
import { ENTRY_API as P, ENTRY_MESSAGES, ENTRY_STATUS, ENTRY_STATUS_NAMES, ENTRY_TAGS as tags, NEW_HIRE_ROLE, basicNames, resolveEntry, worknoQuery, type WQ } from './data'
import { exists } from './queries'
import { approve } from './service'

export const entryCreateEntity = entities['entry-create']
export const entryCheckEntity = entities['entry-check']

export function recordRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db

    /* ---- entry records (HR) ---- */
    app.post<{ Body: EntityValue<'entry-create'> }>(
      `${P}/entry`,
      { config: { permission: 'HRM.EntryManagement.Create' }, schema: { tags, summary: '新建入职记录（返回一次初始密码）', body: entityBody(entryCreateEntity) } },
      async (request) => {
        const b = request.body
        if ((await db.select({ id: users.id }).from(users).where(eq(users.userName, b.WorkNo))).length) throw fail('WorkNo', '工号已存在')
        if (!b.OrgId || !(await exists(db, 'subject', b.OrgId))) throw fail('OrgId', '主体不存在')
        if (!b.DepId || !(await exists(db, 'dep', b.DepId))) throw fail('DepId', '部门不存在')
        if (b.PositionId && !(await exists(db, 'pos', b.PositionId))) throw fail('PositionId', '岗位不存在')
        if (b.Password) checkNewPassword('Password', '初始密码', b.Password, b.WorkNo)
        const password = b.Password || randomPassword(10)
        const passwordHash = await hashPassword(password)
        const userId = await db.transaction(async (tx) => {
          const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, NEW_HIRE_ROLE))
          const id = await createUser(tx, {
            userName: b.WorkNo,
            password,
            passwordHash,
            realName: b.RealName,
            surname: [...b.RealName][0] ?? '',
            name: [...b.RealName].slice(1).join(''),
            phoneNumber: b.PhoneNumber,
            departmentId: b.DepId,
            positionId: b.PositionId || null,
            roleIds: role ? [role.id] : [],
          })
          const basic = { RealName: b.RealName, Phone: b.PhoneNumber, OrgId: b.OrgId, DepId: b.DepId, PositionId: b.PositionId || null, InsertType: 1 }
          await tx.insert(entries).values({ userId: id, orgId: b.OrgId, basic })
          await auditChange(tx, byRequest(request), 'create', { type: 'entry', id, name: b.WorkNo }, null, { WorkNo: b.WorkNo, ...basic })
          return id
        })
        const names = await basicNames(db, { OrgId: b.OrgId, DepId: b.DepId })
        return ok({ Id: userId, WorkNo: b.WorkNo, RealName: b.RealName, PhoneNumber: b.PhoneNumber, OrgId: b.OrgId, OrgName: names.OrgName, DepId: b.DepId, DepName: names.DepName, Status: 0, Step: 1, Password: password })
      },
    )

    app.delete<WQ>(
      `${P}/entry`,
      { config: { permission: 'HRM.EntryManagement.Delete' }, schema: { tags, summary: '删除入职记录（未审核通过的）', querystring: worknoQuery } },
      async (request) => {
        const workno = request.query.workno?.trim()
        if (!workno) throw fail('workno', '请输入工号')
        const r = await resolveEntry(db, request, workno, 'read')
        if (r.entry.status === ENTRY_STATUS.approved) throw badRequest(ENTRY_MESSAGES.approvedDelete)
        await db.transaction(async (tx) => {
          await tx.delete(users).where(eq(users.id, r.userId))
          await auditChange(tx, byRequest(request), 'delete', { type: 'entry', id: r.userId, name: r.workNo }, { WorkNo: r.workNo, Status: ENTRY_STATUS_NAMES[r.entry.status] }, null)
        })
        return ok(null)
      },
    )

    /* ---- check list and review ---- */
    app.get<{ Querystring: Paging & { RealName?: string; WorkNo?: string; Phone?: string; Status?: number; OrgId?: string } }>(
      `${P}/new-user-basic-list`,
      {
        config: { permission: 'HRM.EntryManagement' },
        schema: {
          tags,
          summary: '入职审核列表',
          querystring: pageQuery({ RealName: text(), WorkNo: text(), Phone: text(), Status: { type: 'integer', enum: [0, 1, 2, 3] }, OrgId: text(40) }),
        },
      },
      async (request) => {
        const q = request.query
        const where: SQL[] = []
        if (q.WorkNo?.trim()) {
          const p = likePattern(q.WorkNo.trim())
          where.push(or(ilike(users.userName, p), ilike(users.realName, p), ilike(users.phoneNumber, p))!)
        }
        if (q.RealName?.trim()) where.push(ilike(users.realName, likePattern(q.RealName.trim())))
        if (q.Phone?.trim()) where.push(ilike(users.phoneNumber, likePattern(q.Phone.trim())))
        if (q.Status !== undefined) where.push(eq(entries.status, q.Status))
        if (q.OrgId?.trim()) where.push(UUID.test(q.OrgId.trim()) ? eq(entries.orgId, q.OrgId.trim()) : sql`false`)
        const cond = and(...where)
        const [rows, [{ n }]] = await Promise.all([
          db
            .select({
              Id: entries.userId,
              WorkNo: users.userName,
              RealName: users.realName,
              phone: users.phoneNumber,
              Status: entries.status,
              Remark: entries.remark,
              OrgId: entries.orgId,
              OrgName: subjects.companyName,
              DepId: users.departmentId,
              DepName: departments.name,
              Step: entries.step,
              CreationTime: entries.creationTime,
              SubmitTime: entries.submitTime,
            })
            .from(entries)
            .innerJoin(users, eq(users.id, entries.userId))
            .leftJoin(subjects, eq(subjects.id, entries.orgId))
            .leftJoin(departments, eq(departments.id, users.departmentId))
            .where(cond)
            .orderBy(desc(entries.creationTime), users.userName)
            .limit(q.MaxResultCount)
            .offset(q.SkipCount),
          db.select({ n: count() }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(cond),
        ])
        return paged(
          rows.map(({ phone, ...r }) => ({ ...r, OrgName: r.OrgName ?? '', DepName: r.DepName ?? '', Phone: maskPhone(phone), StatusName: ENTRY_STATUS_NAMES[r.Status] })),
          Number(n),
        )
      },
    )

    app.post<{ Body: EntityValue<'entry-check'> }>(
      `${P}/examine-info-by-id`,
      { config: { permission: 'HRM.EntryManagement.Check' }, schema: { tags, summary: '入职审核（1 同意 / 2 不同意）', body: entityBody(entryCheckEntity) } },
      async (request) => {
        const { WorkNo, Status } = request.body
        const remark = request.body.Remark?.trim() ?? ''

        if (Status === 2 && !remark) throw fail('Remark', ENTRY_MESSAGES.reason)
        const r = await resolveEntry(db, request, WorkNo, 'read')
        if (r.entry.status !== ENTRY_STATUS.submitted) throw fail('WorkNo', ENTRY_MESSAGES.checkOnly)
        const operator = await operatorOf(db, request)
        await db.transaction(async (tx) => {
          const done = await tx
            .update(entries)
            .set({ status: Status, remark, checkTime: new Date(), checkerId: operator.id })
            .where(and(eq(entries.userId, r.userId), eq(entries.status, ENTRY_STATUS.submitted)))
            .returning({ id: entries.userId })
          if (!done.length) throw fail('WorkNo', ENTRY_MESSAGES.checkOnly)
          if (Status === ENTRY_STATUS.approved) {
            await approve(tx, r.userId, r.entry, operator)
            // The new hire becomes an employee on probation: a status move of the person.
            await audit(tx, { ...byRequest(request), action: 'status', targetType: 'employee', targetId: r.userId, targetName: r.workNo, changes: { Status: [null, STATUS_NAMES[STATUS.probation]], Action: '入职审核' } })
          }
          await audit(tx, { ...byRequest(request), action: 'entry.check', targetType: 'entry', targetId: r.userId, targetName: r.workNo, changes: { Status: [ENTRY_STATUS_NAMES[ENTRY_STATUS.submitted], ENTRY_STATUS_NAMES[Status]], ...(remark ? { Remark: remark } : {}) } })
        })
        return ok(null)
      },
    )
  }
}
