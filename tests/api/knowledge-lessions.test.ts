import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

interface Lession {
  Id: string
  Title: string
  TypeCode: string
  TypeName: string
  TeacherId: string
  TeacherName: string
  LessionType: number
  LessionTypeName: string
  Keywords: string[]
  Attachs: { FileName: string; FileUrl: string; FileSize: number }[]
  Sort: number
  IsShow: number
  IsNew: number
  FileUrl: string | null
}
type Page = { Items: Lession[]; TotalCount: number }
type Node = { Code: string; TypeName: string; ChildTypes: Node[] }

let h: Harness
let admin: string
let learner: string
let typeCode: string
let teacherId: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  learner = await h.tokenFor('E0003')
  const tree = (await h.call<Node[]>('GET', '/api/app/knowledge-type/knowledge-type-three', { token: admin })).body.Data
  typeCode = tree.find((n) => n.TypeName === '职场技能')!.ChildTypes.find((n) => n.TypeName === '沟通表达')!.Code
  const teachers = (await h.call<{ Items: { Id: string; Name: string }[] }>('GET', '/api/app/knowledge-teacher/knowledge-teacher-list?MaxResultCount=100', { token: admin })).body.Data.Items
  teacherId = teachers.find((t) => t.Name === '林晓')!.Id
})
afterAll(() => h?.close())

const base = '/api/app/knowledge-lession'
const save = (body: Record<string, unknown>, token = admin) => h.call<{ Id: string }>('POST', `${base}/knowledge-lession`, { token, body })
const detail = (id: string) => h.call<Lession>('GET', `${base}/knowledge-lession-detail/${id}`, { token: admin })
const list = (query = '') => h.call<Page>('GET', `${base}/knowledge-lession?${query}`, { token: admin })
const lession = (over: Record<string, unknown> = {}) => ({ Title: '倾听的力量', TypeCode: typeCode, TeacherId: teacherId, LessionType: 0, Keywords: ['倾听', '沟通技巧'], Attachs: [], Sort: 3, IsShow: 1, ...over })

async function upload(token: string, name: string, content: Buffer): Promise<{ Id: string; Url: string }> {
  const body = multipart(name, content)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return res.json().Data
}

describe('courses (lessions)', () => {
  it('pages the 40 demo courses with category, teacher and type names; filters by title and category branch', async () => {
    const res = await list('MaxResultCount=10')
    expect(res.status).toBe(200)
    expect(res.body.Data.TotalCount).toBe(40)
    expect(res.body.Data.Items).toHaveLength(10)
    expect(res.body.Data.Items[0]).toMatchObject({ Title: 'React 入门与组件思维', TypeName: 'React', TeacherName: '李娜', LessionTypeName: '其他', Keywords: ['React', '组件'], IsShow: 1 })
    const second = await list('MaxResultCount=10&SkipCount=10')
    expect(second.body.Data.Items.map((l) => l.Id)).not.toContain(res.body.Data.Items[0].Id)
    const byTitle = await list(`Filter=${encodeURIComponent('react')}`)
    expect(byTitle.body.Data.Items.map((l) => l.Title)).toEqual(['React 入门与组件思维', 'React Hooks 实战', 'React 性能优化'])
    const first = res.body.Data.Items[0].TypeCode.slice(0, 3)
    const branch = await list(`TypeCode=${first}&MaxResultCount=100`)
    expect(branch.body.Data.TotalCount).toBe(15)
    expect(branch.body.Data.Items.every((l) => l.TypeCode.startsWith(first))).toBe(true)
  })

  it('saves a course with keywords and a pdf and a video attachment (提交成功), reads it back and edits it', async () => {
    const pdf = await upload(admin, '倾听.pdf', SAMPLES.pdf)
    const webm = await upload(admin, 'promo.webm', readFileSync('server/seed/assets/promo.webm'))
    const res = await save(lession({ Attachs: [{ FileName: '倾听.pdf', FileUrl: pdf.Url }, { FileName: 'x', FileUrl: webm.Url }] }))
    expect(res.status).toBe(200)
    expect(res.body.Message).toBe('提交成功')
    const got = (await detail(res.body.Data.Id)).body.Data
    expect(got).toMatchObject({ Title: '倾听的力量', TypeCode: typeCode, TypeName: '沟通表达', TeacherName: '林晓', Keywords: ['倾听', '沟通技巧'], IsNew: 1, FileUrl: pdf.Url })
    expect(got.Attachs).toEqual([
      { FileName: '倾听.pdf', FileUrl: pdf.Url, FileSize: SAMPLES.pdf.length },
      { FileName: 'promo.webm', FileUrl: webm.Url, FileSize: readFileSync('server/seed/assets/promo.webm').length },
    ])
    const edit = await save(lession({ Id: got.Id, Title: '倾听的力量（二）', LessionType: 1, Keywords: ['倾听'], Attachs: [{ FileUrl: webm.Url }] }))
    expect(edit.body).toMatchObject({ Message: '提交成功', Data: { Id: got.Id } })
    expect((await detail(got.Id)).body.Data).toMatchObject({ Title: '倾听的力量（二）', LessionType: 1, LessionTypeName: '视频', Keywords: ['倾听'], Attachs: [{ FileUrl: webm.Url }] })
    expect((await list('MaxResultCount=100')).body.Data.TotalCount).toBe(41)
  })

  it('refuses keywords outside 1-10 characters or repeated, and an unknown category or teacher', async () => {
    const long = await save(lession({ Keywords: ['一二三四五六七八九十一'] }))
    expect(long.status).toBe(400)
    expect(long.body.Message).toBe('关键词为1-10个字符')
    expect((await save(lession({ Keywords: ['  '] }))).body.Message).toBe('关键词为1-10个字符')
    expect((await save(lession({ Keywords: ['一二三四五六七八九十'] }))).status).toBe(200)
    expect((await save(lession({ Keywords: ['沟通', '沟通'] }))).body.Message).toBe('关键词不能重复')
    expect((await save(lession({ TypeCode: '999' }))).body.Message).toBe('课程类别不存在')
    expect((await save(lession({ TeacherId: '00000000-0000-0000-0000-000000000000' }))).body.Message).toBe('讲师不存在')
    expect((await save(lession({ TeacherId: 'nope' }))).body.Message).toBe('讲师不存在')
  })

  it('checks title, sort 0-1000 and the course type through the entity schema', async () => {
    expect((await save(lession({ Title: '' }))).body.Message).toBe('请输入课程名称')
    expect((await save(lession({ Sort: 1001 }))).body.Message).toBe('排序：请输入0-1000之间的整数')
    expect((await save(lession({ Sort: -1 }))).body.Message).toBe('排序：请输入0-1000之间的整数')
    expect((await save(lession({ LessionType: 2 }))).status).toBe(400)
    expect((await save(lession({ Sort: 0 }))).status).toBe(200)
  })

  it('takes only pdf or video attachments judged by content, and never a colleague’s file', async () => {
    const png = await upload(admin, 'slide.png', SAMPLES.png)
    const docx = await upload(admin, 'notes.docx', SAMPLES.docx)
    const theirs = await upload(learner, 'mine.pdf', SAMPLES.pdf)
    for (const file of [png, docx, theirs]) {
      const res = await save(lession({ Attachs: [{ FileUrl: file.Url }] }))
      expect({ name: file.Url, status: res.status, message: res.body.Message }).toEqual({ name: file.Url, status: 400, message: '课件只能是pdf或视频' })
    }
    expect((await save(lession({ Attachs: [{ FileUrl: 'https://example.com/a.pdf' }] }))).body.Message).toBe('课件只能是pdf或视频')
  })

  it('switches IsShow (设置成功) and deletes a course (删除成功), keeping its file', async () => {
    const pdf = await upload(admin, 'keep.pdf', SAMPLES.pdf)
    const id = (await save(lession({ Title: '待删除', Attachs: [{ FileUrl: pdf.Url }] }))).body.Data.Id
    const off = await h.call<{ IsShow: number }>('POST', `${base}/${id}/knowledge-lession-is-show`, { token: admin, body: { IsShow: 0 } })
    expect(off.body).toMatchObject({ Message: '设置成功', Data: { IsShow: 0 } })
    const flip = await h.call<{ IsShow: number }>('POST', `${base}/${id}/knowledge-lession-is-show`, { token: admin })
    expect(flip.body.Data.IsShow).toBe(1)
    const hidden = await list('IsShow=0&MaxResultCount=100')
    expect(hidden.body.Data.Items.map((l) => l.Id)).not.toContain(id)
    expect((await h.call('POST', `${base}/${id}/delete-knowledge-lession`, { token: admin })).body.Message).toBe('删除成功')
    expect((await detail(id)).status).toBe(404)
    expect((await h.call('GET', pdf.Url, { token: admin })).status).toBe(200)
  })

  it('a teacher with courses and a category with courses cannot be deleted; once empty they can', async () => {
    const [type] = (await h.call<{ Items: { Id: string; TypeName: string }[] }>('GET', '/api/app/knowledge-type/knowledge-type-list?MaxResultCount=100', { token: admin })).body.Data.Items.filter((t) => t.TypeName === '时间管理')
    const courses = (await list(`MaxResultCount=100&Filter=`)).body.Data.Items.filter((l) => l.TypeName === '时间管理')
    expect(courses).toHaveLength(2)
    expect((await h.call('POST', `/api/app/knowledge-type/${type.Id}/delete-knowledge-type`, { token: admin })).body.Message).toBe('该类别下有子类别或课程，不能删除')
    for (const c of courses) expect((await h.call('POST', `${base}/${c.Id}/delete-knowledge-lession`, { token: admin })).status).toBe(200)
    expect((await h.call('POST', `/api/app/knowledge-type/${type.Id}/delete-knowledge-type`, { token: admin })).body.Message).toBe('删除成功')
  })

  it('exports the courses as a real .xlsx, audited', async () => {
    const res = await h.call<{ Url: string; Name: string }>('GET', `${base}/export-knowledge-lession?Filter=${encodeURIComponent('项目')}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.Data.Name).toMatch(/^课程_\d{14}\.xlsx$/)
    const file = await h.app.inject({ method: 'GET', url: res.body.Data.Url, headers: { authorization: `Bearer ${admin}` } })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as never)
    const sheet = book.getWorksheet('课程')!
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['课程名称', '课程类别', '讲师', '课程类型', '关键词', '课件', '排序', '是否启用', '创建时间'])
    expect(sheet.rowCount).toBe(4)
    expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual(['项目计划与排期', '项目管理', '陈思远', '其他'])
    const log = await h.call<{ Items: { Action: string; TargetTypeName: string; Changes: string }[] }>('GET', '/api/app/audit-logs?Action=export', { token: admin })
    expect(log.body.Data.Items[0]).toMatchObject({ Action: 'export', TargetTypeName: '课程' })
  })

  it('answers 404 for unknown ids and 403 to a learner', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      expect((await detail(id)).status).toBe(404)
      expect((await h.call('POST', `${base}/${id}/delete-knowledge-lession`, { token: admin })).status).toBe(404)
      expect((await h.call('POST', `${base}/${id}/knowledge-lession-is-show`, { token: admin, body: {} })).status).toBe(404)
    }
    expect((await save(lession({ Id: '00000000-0000-0000-0000-000000000000' }))).status).toBe(404)
    expect((await save(lession(), learner)).status).toBe(403)
    expect((await list()).status).toBe(200)
    expect((await h.call('GET', `${base}/knowledge-lession`, { token: learner })).status).toBe(403)
    expect((await h.call('GET', `${base}/export-knowledge-lession`, { token: learner })).status).toBe(403)
  })
})
