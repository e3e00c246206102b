import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { createHarness, type Harness } from './harness'
import { userWith } from './hr-fixtures'

let h: Harness
let admin: string
let depts: { Id: string; Name: string }[]
const dep = (name: string) => depts.find((d) => d.Name === name)!.Id

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  depts = (await h.call<typeof depts>('GET', '/api/app/users/deplist', { token: admin })).body.Data
})
afterAll(() => h?.close())

async function download(url: string, token: string) {
  const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  return res
}

async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as never)
  return book.getWorksheet('员工档案')!
}

describe('export of the employee list', () => {
  it('writes a real .xlsx of the selected organisation with Chinese headers, downloadable by its owner', async () => {
    const res = await h.call<{ Url: string; Id: string; Name: string }>('POST', `/api/app/new-user/excel-user-info-out?orgid=${dep('技术部')}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.Code).toBe(200)
    expect(res.body.Data.Url).toBe(`/download-file?id=${res.body.Data.Id}`)
    expect(res.body.Data.Name).toMatch(/^员工档案_\d{14}\.xlsx$/)
    const file = await download(res.body.Data.Url, admin)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const sheet = await sheetOf(file.rawPayload)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual(['工号', '姓名', '昵称', '性别', '部门', '岗位', '状态', '合同主体', '业务主体', '业务部门', '职级', '入职时间', '转正时间', '手机号码', '邮箱'])
    const rows: unknown[][] = []
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)))
    const wang = rows.find((r) => r[0] === 'E0002')!
    expect(wang.slice(0, 7)).toEqual(['E0002', '王芳', '芳芳', '女', '技术部', '技术总监', '正式员工'])
    expect(wang[13]).toBe('13800000002')
    expect(rows.every((r) => ['技术部', '前端组', '后端组', '测试组'].includes(r[4] as string))).toBe(true)
    expect(rows.every((r) => ['试用期', '实习期', '正式员工'].includes(r[6] as string))).toBe(true)
    const count = (await h.call<{ TotalCount: number }>('GET', `/api/app/users/user-list?DepId=${dep('技术部')}`, { token: admin })).body.Data.TotalCount
    expect(rows).toHaveLength(count)
    // the caller's file: in their cloud storage, not readable by another user
    const mine = await h.call<{ Items: { Id: string; FileType: string }[] }>('GET', '/api/app/user-file/file-list', { token: admin })
    expect(mine.body.Data.Items).toContainEqual(expect.objectContaining({ Id: res.body.Data.Id, FileType: 'excel' }))
    const other = await userWith(h, 'X0001', ['HRM', 'HRM.EmployeeFile'])
    expect((await download(res.body.Data.Url, other)).statusCode).toBe(404)
  })

  it('the whole company without orgid; Create or Export permission; 403 and 401 otherwise', async () => {
    const all = await h.call<{ Url: string }>('POST', '/api/app/new-user/excel-user-info-out?orgid=', { token: admin })
    const sheet = await sheetOf((await download(all.body.Data.Url, admin)).rawPayload)
    const total = (await h.call<{ TotalCount: number }>('GET', '/api/app/users/user-list', { token: admin })).body.Data.TotalCount
    expect(sheet.rowCount).toBe(total + 1)
    const reader = await userWith(h, 'X0002', ['HRM', 'HRM.EmployeeFile'])
    expect((await h.call('POST', '/api/app/new-user/excel-user-info-out?orgid=', { token: reader })).status).toBe(403)
    const creator = await userWith(h, 'X0003', ['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Create'])
    expect((await h.call('POST', '/api/app/new-user/excel-user-info-out?orgid=', { token: creator })).status).toBe(200)
    const exporter = await userWith(h, 'X0004', ['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Export'])
    expect((await h.call('POST', '/api/app/new-user/excel-user-info-out?orgid=', { token: exporter })).status).toBe(200)
    expect((await h.call('POST', '/api/app/new-user/excel-user-info-out?orgid=')).status).toBe(401)
    const unknown = await h.call<{ Url: string }>('POST', '/api/app/new-user/excel-user-info-out?orgid=nope', { token: admin })
    expect((await sheetOf((await download(unknown.body.Data.Url, admin)).rawPayload)).rowCount).toBe(1)
  })
})
