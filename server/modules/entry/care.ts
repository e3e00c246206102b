/**
 * Employee care (docs/contracts.md "Onboarding" > "Employee care"): six tabs computed from the
 * employee data, hidden entries, the care settings search and greetings; the messages of the
 * header's 消息 (own only).
 */
import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { careHidden, departments, employeeCareers, employees, entries, messages, positions, users } from '../../db/schema'
import { fail, notFound, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { idParams, text } from '../../http/params'
import { entityBody } from '../../http/validation'
import { operatorOf } from '../hr/moves'
import { audit, byRequest } from '../audit/log'

export const greetingEntity = entities['care-greeting']
export const DEFAULT_GREETING = '祝您工作顺利，生活愉快！'
const tags = ['employee-care']
const TABS = ['birthday', 'new-hire', 'promotion', 'onboarding', 'anniversary', 'departure'] as const
type Tab = (typeof TABS)[number]
const CURRENT = [0, 1, 2]

interface TabDef {
  source: 'employees' | 'careers' | 'entries'
  key: SQL<string>
  date: SQL<string>
  years: SQL<number | null>
  remark: SQL<string>
  where: SQL[]
  order: (SQL | typeof users.userName)[]
}

/** The table a tab's rows come from, for the existence check of a hide. */
const SOURCES = { employees, careers: employeeCareers, entries } as const

const month = sql`extract(month from current_date)`
const year = sql`extract(year from current_date)::int`

function tabDef(tab: Tab): TabDef {
  switch (tab) {
    case 'birthday':
      return {
        source: 'employees',
        key: sql<string>`${employees.userId}::text || ':' || ${year}::text`,
        date: sql<string>`${employees.dateOfBirthTime}::text`,
        years: sql<null>`null`,
        remark: sql<string>`'生日快乐'`,
        where: [inArray(employees.status, CURRENT), sql`extract(month from ${employees.dateOfBirthTime}) = ${month}`],
        order: [sql`extract(day from ${employees.dateOfBirthTime})`, users.userName],
      }
    case 'new-hire':
      return {
        source: 'employees',
        key: sql<string>`${employees.userId}::text`,
        date: sql<string>`${employees.joinTime}::text`,
        years: sql<null>`null`,
        remark: sql<string>`'欢迎加入'`,
        where: [inArray(employees.status, CURRENT), sql`${employees.joinTime} >= current_date - 30`, sql`${employees.joinTime} <= current_date`],
        order: [desc(employees.joinTime), users.userName],
      }
    case 'anniversary':
      return {
        source: 'employees',
        key: sql<string>`${employees.userId}::text || ':' || ${year}::text`,
        date: sql<string>`${employees.joinTime}::text`,
        years: sql<number>`(${year} - extract(year from ${employees.joinTime})::int)`,
        remark: sql<string>`'入职' || (${year} - extract(year from ${employees.joinTime})::int)::text || '周年'`,
        where: [inArray(employees.status, CURRENT), sql`extract(month from ${employees.joinTime}) = ${month}`, sql`extract(year from ${employees.joinTime}) < ${year}`],
        order: [sql`extract(day from ${employees.joinTime})`, users.userName],
      }
    case 'departure':
      return {
        source: 'employees',
        key: sql<string>`${employees.userId}::text || ':' || coalesce(${employees.leaveTime}::text, '')`,
        date: sql<string>`${employees.leaveTime}::text`,
        years: sql<null>`null`,
        remark: sql<string>`${employees.leaveReason}`,
        where: [eq(employees.status, 3), sql`${employees.leaveTime} >= current_date - 30`],
        order: [desc(employees.leaveTime), users.userName],
      }
    case 'promotion':
      return {
        source: 'careers',
        key: sql<string>`${employeeCareers.id}::text`,
        date: sql<string>`(${employeeCareers.happenedAt} at time zone 'UTC')::date::text`,
        years: sql<null>`null`,
        remark: sql<string>`${employeeCareers.remark}`,
        where: [
          or(eq(employeeCareers.kind, 'position'), and(eq(employeeCareers.kind, 'status'), eq(employeeCareers.toStatus, 2)))!,
          sql`${employeeCareers.happenedAt} >= now() - interval '365 days'`,
        ],
        order: [desc(employeeCareers.happenedAt)],
      }
    case 'onboarding':
      return {
        source: 'entries',
        key: sql<string>`${entries.userId}::text`,
        date: sql<string>`(coalesce(${entries.checkTime}, ${entries.submitTime}, ${entries.creationTime}) at time zone 'UTC')::date::text`,
        years: sql<null>`null`,
        remark: sql<string>`(array['待提交','审核通过','审核不通过','待审核'])[${entries.status} + 1]`,
        where: [or(inArray(entries.status, [0, 2, 3]), sql`${entries.checkTime} >= now() - interval '30 days'`)!],
        order: [desc(entries.creationTime)],
      }
  }
}

export function careRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db

    app.get<{ Querystring: Paging & { Filter?: string; RealName?: string; NickName?: string; WorkNo?: string } }>(
      '/api/app/employee-care/employees',
      {
        config: { permission: 'HRM.EmployeeCare' },
        schema: {
          tags,
          summary: '关怀设置：按姓名、昵称或工号搜索在职员工',
          querystring: pageQuery({ Filter: text(), RealName: text(), NickName: text(), WorkNo: text() }),
        },
      },
      async (request) => {
        const q = request.query
        const where: SQL[] = [inArray(employees.status, CURRENT)]
        if (q.Filter?.trim()) {
          const p = likePattern(q.Filter.trim())
          where.push(or(ilike(users.realName, p), ilike(users.nickName, p), ilike(users.userName, p))!)
        }
        if (q.RealName?.trim()) where.push(ilike(users.realName, likePattern(q.RealName.trim())))
        if (q.NickName?.trim()) where.push(ilike(users.nickName, likePattern(q.NickName.trim())))
        if (q.WorkNo?.trim()) where.push(ilike(users.userName, likePattern(q.WorkNo.trim())))
        const cond = and(...where)
        const [rows, [{ n }]] = await Promise.all([
          db
            .select({ Id: users.id, WorkNo: users.userName, RealName: users.realName, NickName: users.nickName, DepName: departments.name, PositionName: positions.name, HeadImg: employees.photo })
            .from(employees)
            .innerJoin(users, eq(users.id, employees.userId))
            .leftJoin(departments, eq(departments.id, users.departmentId))
            .leftJoin(positions, eq(positions.id, users.positionId))
            .where(cond)
            .orderBy(users.userName)
            .limit(q.MaxResultCount)
            .offset(q.SkipCount),
          db.select({ n: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(cond),
        ])
        return paged(rows.map((r) => ({ ...r, DepName: r.DepName ?? '', PositionName: r.PositionName ?? '' })), Number(n))
      },
    )

    app.post<{ Body: EntityValue<'care-greeting'> }>(
      '/api/app/employee-care/greeting',
      { config: { permission: 'HRM.EmployeeCare.Create' }, schema: { tags, summary: '发送祝福（1 默认 / 2 自定义）', body: entityBody(greetingEntity) } },
      async (request) => {
        const input = request.body
        const remark = input.Remark?.trim() ?? ''
        if (input.Status === 2 && !remark) throw fail('Remark', '请输入祝福语')
        const [u] = UUID.test(input.UserId) ? await db.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.id, input.UserId)) : []
        if (!u) throw notFound('员工不存在')
        const sender = await operatorOf(db, request)
        const content = input.Status === 1 ? DEFAULT_GREETING : remark
        const m = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(messages)
            .values({ userId: u.id, kind: 'greeting', title: '员工关怀', content, senderId: sender.id, senderName: sender.name })
            .returning({ id: messages.id })
          await audit(tx, { ...byRequest(request), action: 'create', targetType: 'greeting', targetId: row.id, targetName: u.userName, changes: { Content: [null, content] } })
          return row
        })
        return ok({ Id: m.id })
      },
    )

    app.get<{ Params: { tab: string }; Querystring: Paging & { Filter?: string } }>(
      '/api/app/employee-care/:tab',
      {
        config: { permission: 'HRM.EmployeeCare' },
        schema: {
          tags,
          summary: '员工关怀列表：birthday | new-hire | promotion | onboarding | anniversary | departure',
          params: idParams('tab', '列表'),
          querystring: pageQuery({ Filter: text() }),
        },
      },
      async (request) => {
        const tab = request.params.tab as Tab
        if (!TABS.includes(tab)) throw notFound()
        const d = tabDef(tab)
        const where: SQL[] = [...d.where, sql`not exists (select 1 from ${careHidden} h where h.tab = ${tab} and h.key = ${d.key})`]
        if (request.query.Filter?.trim()) {
          const p = likePattern(request.query.Filter.trim())
          where.push(or(ilike(users.realName, p), ilike(users.nickName, p), ilike(users.userName, p))!)
        }
        const cols = {
          Id: d.key,
          UserId: users.id,
          WorkNo: users.userName,
          RealName: users.realName,
          NickName: users.nickName,
          DepName: departments.name,
          PositionName: positions.name,
          HeadImg: sql<string>`coalesce(${employees.photo}, '')`,
          Date: d.date,
          Years: d.years,
          Remark: d.remark,
        }
        const cond = and(...where)
        const base = () => {
          if (d.source === 'employees') return db.select(cols).from(employees).innerJoin(users, eq(users.id, employees.userId))
          if (d.source === 'careers')
            return db.select(cols).from(employeeCareers).innerJoin(users, eq(users.id, employeeCareers.userId)).leftJoin(employees, eq(employees.userId, users.id))
          return db.select(cols).from(entries).innerJoin(users, eq(users.id, entries.userId)).leftJoin(employees, eq(employees.userId, users.id))
        }
        const rows = await base()
          .leftJoin(departments, eq(departments.id, users.departmentId))
          .leftJoin(positions, eq(positions.id, users.positionId))
          .where(cond)
          .orderBy(...d.order)
          .limit(request.query.MaxResultCount)
          .offset(request.query.SkipCount)
        const counted = d.source === 'employees'
          ? db.select({ n: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId))
          : d.source === 'careers'
            ? db.select({ n: count() }).from(employeeCareers).innerJoin(users, eq(users.id, employeeCareers.userId))
            : db.select({ n: count() }).from(entries).innerJoin(users, eq(users.id, entries.userId))
        const [{ n }] = await counted.where(cond)
        return paged(
          rows.map((r) => ({ ...r, DepName: r.DepName ?? '', PositionName: r.PositionName ?? '', Years: r.Years === null ? null : Number(r.Years), Remark: r.Remark ?? '' })),
          Number(n),
        )
      },
    )

    app.delete<{ Params: { tab: string; id: string } }>(
      '/api/app/employee-care/:tab/:id',
      {
        config: { permission: 'HRM.EmployeeCare.Delete' },
        schema: { tags, summary: '隐藏一条员工关怀', params: { type: 'object', required: ['tab', 'id'], properties: { tab: text(40), id: text(100) } } },
      },
      async (request) => {
        const tab = request.params.tab as Tab
        if (!TABS.includes(tab)) throw notFound()
        // only an entry the tab shows can be hidden: an unknown key would store a row that hides nothing
        const d = tabDef(tab)
        const [shown] = await db.select({ key: d.key }).from(SOURCES[d.source]).where(and(...d.where, sql`${d.key} = ${request.params.id}`)).limit(1)
        if (!shown) throw notFound()
        await db.transaction(async (tx) => {
          const hidden = await tx.insert(careHidden).values({ tab, key: request.params.id, hiddenBy: userOf(request).id }).onConflictDoNothing().returning({ key: careHidden.key })
          if (hidden.length) await audit(tx, { ...byRequest(request), action: 'delete', targetType: 'care', targetId: request.params.id, targetName: tab })
        })
        return ok(null)
      },
    )

    /* ---- messages (own) ---- */
    app.get('/api/app/messages/count', { config: { access: 'signedIn' }, schema: { tags: ['messages'], summary: '未读消息数 { Count }' } }, async (request) => {
      const [{ n }] = await db.select({ n: count() }).from(messages).where(and(eq(messages.userId, userOf(request).id), eq(messages.isRead, false)))
      return ok({ Count: Number(n) })
    })
    app.get<{ Querystring: Paging }>(
      '/api/app/messages',
      { config: { access: 'signedIn' }, schema: { tags: ['messages'], summary: '我的消息', querystring: pageQuery() } },
      async (request) => {
        const mine = eq(messages.userId, userOf(request).id)
        const [rows, [{ n }]] = await Promise.all([
          db
            .select({ Id: messages.id, Title: messages.title, Content: messages.content, Kind: messages.kind, SenderName: messages.senderName, Link: messages.link, IsRead: messages.isRead, CreationTime: messages.creationTime })
            .from(messages)
            .where(mine)
            .orderBy(desc(messages.creationTime))
            .limit(request.query.MaxResultCount)
            .offset(request.query.SkipCount),
          db.select({ n: count() }).from(messages).where(mine),
        ])
        return paged(rows, Number(n))
      },
    )
    app.post<{ Params: { id: string } }>(
      '/api/app/messages/:id/read',
      { config: { access: 'signedIn' }, schema: { tags: ['messages'], summary: '标记已读', params: idParams('id', '消息编号') } },

      async (request) => {
        const id = request.params.id
        const done = UUID.test(id)
          ? await db.update(messages).set({ isRead: true }).where(and(eq(messages.id, id), eq(messages.userId, userOf(request).id))).returning({ id: messages.id })
          : []
        if (!done.length) throw notFound('消息不存在')
        return ok(null)
      },
    )
  }
}
