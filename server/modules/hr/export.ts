/**
 * Export of the employee list (spec 001 s.2 "Employee list", s.7): a real .xlsx with Chinese
 * headers, stored through the file storage as a file of the caller; the answer's Data.Url is the
 * download address.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, inArray, type SQL } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import { byRequest } from '../audit/log'
import { users } from '../../db/schema'
import { ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { exportStamp, storeExport } from '../files/exports'
import { organisation } from '../organisation/queries'
import { CURRENT, employeeQuery, realNameOf, rowColumns, sexOf, statusIn, STATUS_NAMES, withNames, type BaseRow, type Row } from './queries'

export const EXPORT_COLUMNS: [string, (r: Row) => string | number][] = [
  ['工号', (r) => r.userName],
  ['姓名', (r) => realNameOf(r)],
  ['昵称', (r) => r.nickName],
  ['性别', (r) => (sexOf(r.gender) === 1 ? '男' : '女')],
  ['部门', (r) => r.depName ?? ''],
  ['岗位', (r) => r.positionName ?? ''],
  ['状态', (r) => STATUS_NAMES[r.status] ?? ''],
  ['合同主体', (r) => r.orgName ?? ''],
  ['业务主体', (r) => r.businessOrgName ?? ''],
  ['业务部门', (r) => r.businessDepName ?? ''],
  ['职级', (r) => r.jobLevelName ?? ''],
  ['入职时间', (r) => r.joinTime ?? ''],
  ['转正时间', (r) => r.workerTime ?? ''],
  ['手机号码', (r) => r.phone],
  ['邮箱', (r) => r.email],
]

export async function employeeWorkbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.creator = 'OA/HR'
  book.created = new Date()
  const sheet = book.addWorksheet('员工档案', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = EXPORT_COLUMNS.map(([header]) => ({ header, width: header.length > 3 ? 16 : 12 }))
  sheet.getRow(1).font = { bold: true }
  for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map(([, value]) => value(r)))
  return Buffer.from(await book.xlsx.writeBuffer())
}

export function exportRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.post<{ Querystring: { orgid?: string } }>(
      '/api/app/new-user/excel-user-info-out',
      {
        config: { permission: ['HRM.EmployeeFile.Create', 'HRM.EmployeeFile.Export'] },
        schema: {
          tags: ['employee-files'],
          summary: '导出所选组织（含下级部门）的在职员工为 .xlsx，Data.Url 为下载地址',
          querystring: { type: 'object', properties: { orgid: { type: 'string', maxLength: 40 } } },
        },
      },
      async (request) => {
        const orgId = request.query.orgid?.trim()
        const conditions: SQL[] = [statusIn(CURRENT)]
        if (orgId && orgId !== '0') {
          const deps = UUID.test(orgId) ? (await organisation(ctx.db)).subtree(orgId) : []
          conditions.push(deps.length ? inArray(users.departmentId, deps) : inArray(users.id, []))
        }
        const rows = await withNames(ctx.db, (await employeeQuery(ctx.db, rowColumns).where(and(...conditions)).orderBy(asc(users.userName))) as unknown as BaseRow[])
        const buffer = await employeeWorkbook(rows)
        return ok(await storeExport(ctx, byRequest(request), buffer, `员工档案_${exportStamp(new Date())}.xlsx`, { targetType: 'employee', rows: rows.length, filter: { OrgId: orgId } }))
      },
    )
  }
}
