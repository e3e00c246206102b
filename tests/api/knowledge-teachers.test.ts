import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

interface Teacher {
  Id: string
  WorkNo: string
  Name: string
  Summary: string
  Image: string
  ImageList: { Url: string }[]
  IsShow: number
  Sort: number
  CanDelete: number
}
type Page = { Items: Teacher[]; TotalCount: number }

let h: Harness
let admin: string
let learner: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  learner = await h.tokenFor('E0003')
})
afterAll(() => h?.close())

const base = '/api/app/knowledge-teacher'
const save = (body: Record<string, unknown>, token = admin) => h.call<{ Id: string }>('POST', `${base}/knowledge-teacher`, { token, body })
const get = (id: string) => h.call<Teacher>('GET', `${base}/knowledge-teacher?Id=${id}`, { token: admin })
const teacher = (over: Record<string, unknown> = {}) => ({ Name: '周老师', NickName: '周周', Department: '培训部', Summary: '<p>讲师</p>', Sort: 5, IsShow: 1, ...over })

async function upload(token: string, name: string, content: Buffer): Promise<{ Id: string; Url: string }> {
  const body = multipart(name, content)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return res.json().Data
}

describe('teachers', () => {
  it('lists the 8 demo teachers with the summary as text without tags', async () => {
    const res = await h.call<Page>('GET', `${base}/knowledge-teacher-list?MaxResultCount=5`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.Data.TotalCount).toBe(8)
    expect(res.body.Data.Items).toHaveLength(5)
    const first = res.body.Data.Items[0]
    expect(first).toMatchObject({ Name: '王芳', WorkNo: 'E0002', CanDelete: 0 })
    expect(first.Summary).toBe('十五年软件开发经验，技术总监，主讲前端架构与工程化。')
    const found = await h.call<Page>('GET', `${base}/knowledge-teacher-list?Filter=${encodeURIComponent('外聘')}`, { token: admin })
    expect(found.body.Data.Items.map((t) => t.Name)).toEqual(['陈思远', '林晓'])
  })

  it('saves a teacher whose summary is sanitized on the server (提交成功), and edits it', async () => {
    const res = await save(teacher({ Summary: '<p onclick="alert(1)">好<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>' }))
    expect(res.status).toBe(200)
    expect(res.body.Message).toBe('提交成功')
    const saved = (await get(res.body.Data.Id)).body.Data
    expect(saved.Summary).not.toMatch(/script|onerror|onclick|javascript/)
    expect(saved.Summary).toContain('好')
    expect(saved).toMatchObject({ WorkNo: '', IsShow: 1, CanDelete: 1 })
    const edit = await save(teacher({ Id: saved.Id, Name: '周老师二', WorkNo: 'E0009' }))
    expect(edit.status).toBe(200)
    expect((await get(saved.Id)).body.Data).toMatchObject({ Name: '周老师二', WorkNo: 'E0009' })
  })

  it('takes WorkNo only as an existing employee, and checks name and sort 0-1000', async () => {
    const unknown = await save(teacher({ WorkNo: 'X9999' }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.Message).toBe('工号不存在')
    expect((await save(teacher({ Name: '' }))).body.Message).toBe('请输入姓名')
    expect((await save(teacher({ Sort: 1001 }))).body.Message).toBe('排序：请输入0-1000之间的整数')
    expect((await save(teacher({ Sort: -1 }))).body.Message).toBe('排序：请输入0-1000之间的整数')
    expect((await save(teacher({ Sort: 0 }))).status).toBe(200)
  })

  it('takes one uploaded image per picture field, judged by content, never a colleague’s file', async () => {
    const png = await upload(admin, 'head.png', SAMPLES.png)
    const ok = await save(teacher({ Image: png.Url, DescImage: png.Url }))
    expect(ok.status).toBe(200)
    expect((await get(ok.body.Data.Id)).body.Data.ImageList).toEqual([{ Url: png.Url }])
    const pdf = await upload(admin, 'doc.pdf', SAMPLES.pdf)
    const notImage = await save(teacher({ Image: pdf.Url }))
    expect(notImage.status).toBe(400)
    expect(notImage.body.Message).toBe('请上传图片')
    const theirs = await upload(learner, 'mine.png', SAMPLES.png)
    expect((await save(teacher({ DescImage: theirs.Url }))).body.Message).toBe('请上传图片')
  })

  it('switches IsShow and refuses to delete a teacher with courses', async () => {
    const list = (await h.call<Page>('GET', `${base}/knowledge-teacher-list?MaxResultCount=100`, { token: admin })).body.Data.Items
    const wang = list.find((t) => t.Name === '王芳')!
    const off = await h.call<{ IsShow: number }>('POST', `${base}/${wang.Id}/knowledge-teacher-is-show`, { token: admin, body: { IsShow: 0 } })
    expect(off.body).toMatchObject({ Message: '设置成功', Data: { IsShow: 0 } })
    const del = await h.call('POST', `${base}/${wang.Id}/delete-knowledge-teacher`, { token: admin })
    expect(del.status).toBe(400)
    expect(del.body.Message).toBe('该讲师下有课程，不能删除')
    const free = list.find((t) => t.CanDelete === 1)!
    expect((await h.call('POST', `${base}/${free.Id}/delete-knowledge-teacher`, { token: admin })).body.Message).toBe('删除成功')
    expect((await get(free.Id)).status).toBe(404)
  })

  it('exports the teachers as a real .xlsx with the summary as text', async () => {
    const res = await h.call<{ Url: string; Name: string }>('GET', `${base}/export-knowledge-teacher`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.Data.Name).toMatch(/^名师_\d{14}\.xlsx$/)
    const file = await h.app.inject({ method: 'GET', url: res.body.Data.Url, headers: { authorization: `Bearer ${admin}` } })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as never)
    const sheet = book.getWorksheet('名师')!
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['工号', '姓名', '昵称', '部门', '简介', '排序', '是否启用', '创建时间'])
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['E0002', '王芳'])
    expect(String(sheet.getRow(2).getCell(5).value)).not.toContain('<')
  })

  it('answers 404 for unknown ids and 403 to a learner', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      expect((await get(id)).status).toBe(404)
      expect((await h.call('POST', `${base}/${id}/delete-knowledge-teacher`, { token: admin })).status).toBe(404)
      expect((await h.call('POST', `${base}/${id}/knowledge-teacher-is-show`, { token: admin, body: {} })).status).toBe(404)
    }
    expect((await save(teacher({ Id: '00000000-0000-0000-0000-000000000000' }))).status).toBe(404)
    expect((await save(teacher(), learner)).status).toBe(403)
    expect((await h.call('GET', `${base}/export-knowledge-teacher`, { token: learner })).status).toBe(403)
  })
})
