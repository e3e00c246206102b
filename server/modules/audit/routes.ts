/**
 * The audit log for administrators (issue 13 s.5; screen schemas/screens/system/audit-log.json,
 * permission System.AuditLog): a paged list, newest first, filtered by person, action, target and
 * time; and the same selection exported as .xlsx. Reading the log writes nothing to it; an export is an
 * event (files/exports.ts).
 */
import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import { byRequest } from './log'
import { auditLog } from '../../db/schema'
import { fail, ok, paged } from '../../http/envelope'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { text } from '../../http/params'
import { dayOf } from '../../../common/rules'
import { exportStamp, storeExport } from '../files/exports'
import { ACTION_NAMES, describeChanges, TARGET_NAMES } from './names'

interface Filters {
  Actor?: string
  Action?: string
  TargetType?: string
  Target?: string
  StartTime?: string
  EndTime?: string
}

const FILTERS = { Actor: text(), Action: text(30), TargetType: text(30), Target: text(), StartTime: text(30), EndTime: text(30) }

/** An export holds at most this many rows (the newest of the selection). */
export const EXPORT_MAX = 50_000

/** The start of a day in China time: the screen's dates are the office's days. */
function dayStart(value: string | undefined, field: string): Date | undefined {
  if (!value?.trim()) return undefined
  const d = dayOf(value.trim())
  if (!d) throw fail(field, '请输入正确的日期')
  return new Date(`${d}T00:00:00+08:00`)
}

function conditions(q: Filters): SQL | undefined {
  const where: SQL[] = []
  const start = dayStart(q.StartTime, 'StartTime')
  const end = dayStart(q.EndTime, 'EndTime')
  if (start && end && start > end) throw fail('StartTime', '开始时间不能大于结束时间')
  if (start) where.push(gte(auditLog.time, start))
  // The end day is included: before the start of the day after it.
  if (end) where.push(lt(auditLog.time, new Date(end.getTime() + 86_400_000)))
  if (q.Actor?.trim()) where.push(ilike(auditLog.actorName, likePattern(q.Actor.trim())))
  if (q.Action?.trim()) where.push(eq(auditLog.action, q.Action.trim()))
  if (q.TargetType?.trim()) where.push(eq(auditLog.targetType, q.TargetType.trim()))
  if (q.Target?.trim()) {
    const p = likePattern(q.Target.trim())
    where.push(or(ilike(auditLog.targetName, p), ilike(auditLog.targetId, p))!)
  }
  return where.length ? and(...where) : undefined
}

type LogRow = typeof auditLog.$inferSelect

function dto(r: LogRow) {
  return {
    Id: r.id,
    Time: r.time.toISOString(),
    ActorName: r.actorName,
    Action: r.action,
    ActionName: ACTION_NAMES[r.action as keyof typeof ACTION_NAMES] ?? r.action,
    TargetType: r.targetType,
    TargetTypeName: TARGET_NAMES[r.targetType] ?? r.targetType,
    TargetId: r.targetId,
    TargetName: r.targetName,
    Changes: describeChanges(r.targetType, r.changes),
    ClientAddress: r.clientAddress,
  }
}

const COLUMNS: [string, keyof ReturnType<typeof dto>, number][] = [
  ['时间', 'Time', 22],
  ['操作人', 'ActorName', 20],
  ['操作', 'ActionName', 12],
  ['对象类型', 'TargetTypeName', 12],
  ['对象', 'TargetName', 20],
  ['对象编号', 'TargetId', 38],
  ['变更内容', 'Changes', 60],
  ['来源地址', 'ClientAddress', 18],
]

/** '2026-11-24 15:30:00' in China time. */
const chinaTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

async function workbook(rows: ReturnType<typeof dto>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.creator = 'OA/HR'
  const sheet = book.addWorksheet('审计日志', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map(([header, , width]) => ({ header, width }))
  sheet.getRow(1).font = { bold: true }
  for (const r of rows) sheet.addRow(COLUMNS.map(([, key]) => (key === 'Time' ? chinaTime(r.Time) : r[key])))
  return Buffer.from(await book.xlsx.writeBuffer())
}

export function auditRoutes(ctx: AppContext) {
  const tags = ['audit-log']
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: Paging & Filters }>(
      '/api/app/audit-logs',
      {
        config: { permission: 'System.AuditLog' },
        schema: { tags, summary: '审计日志（分页，最新在前；按操作人、操作、对象、时间筛选）', querystring: pageQuery(FILTERS) },
      },
      async (request) => {
        const q = request.query
        const where = conditions(q)
        const [rows, [{ total }]] = await Promise.all([
          ctx.db.select().from(auditLog).where(where).orderBy(desc(auditLog.time), desc(auditLog.id)).limit(q.MaxResultCount).offset(q.SkipCount),
          ctx.db.select({ total: count() }).from(auditLog).where(where),
        ])
        return paged(rows.map(dto), Number(total))
      },
    )

    app.post<{ Querystring: Filters }>(
      '/api/app/audit-logs/export',
      {
        config: { permission: 'System.AuditLog.Export' },
        schema: { tags, summary: `导出所筛选的审计日志为 .xlsx（最新的 ${EXPORT_MAX} 条），Data.Url 为下载地址`, querystring: { type: 'object', properties: FILTERS } },
      },
      async (request) => {
        const rows = await ctx.db.select().from(auditLog).where(conditions(request.query)).orderBy(desc(auditLog.time), desc(auditLog.id)).limit(EXPORT_MAX)
        const buffer = await workbook(rows.map(dto))
        const filter = request.query as Record<string, unknown>
        return ok(await storeExport(ctx, byRequest(request), buffer, `审计日志_${exportStamp(new Date())}.xlsx`, { targetType: 'auditLog', rows: rows.length, filter }))
      },
    )
  }
}
