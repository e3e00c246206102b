import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { knowledgeAttachments, knowledgeLessions, knowledgeTeachers, knowledgeTypes } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

interface Lession {
  Id: string
  Title: string
  TypeName: string
  TeacherName: string
  TeacherId: string
  Keywords: string[]
  FileUrl: string
}
interface FileEntry {
  Id: string
  FileName: string
  FileSize: number
  FileUrl: string
  CreationTime: string
  Progress: { Page: number; Position: number; Finished: number } | null
}
interface TypeNode {
  Id: string
  TypeName: string
  ChildTypes: TypeNode[]
}

let h: Harness
let admin: string
let learner: string
/** a demo course in 数据库 with one PDF, its attachment and file */
const course = { id: '', attachId: '', fileUrl: '' }
const base = '/api/app/knowledge-user-lession'

async function lessionId(title: string) {
  const [row] = await h.db.select({ id: knowledgeLessions.id }).from(knowledgeLessions).where(eq(knowledgeLessions.title, title))
  return row.id
}
async function typeId(name: string) {
  const [row] = await h.db.select({ id: knowledgeTypes.id }).from(knowledgeTypes).where(eq(knowledgeTypes.typeName, name))
  return row.id
}
const get = <T>(url: string, token = learner) => h.call<T>('GET', url, { token })
const search = (q: string) => get<{ Items: (Lession & FileEntry & { Title: string })[]; TotalCount: number }>(`${base}/lessions?${q}`)
const setShow = (table: typeof knowledgeLessions | typeof knowledgeTypes | typeof knowledgeTeachers, id: string, isShow: number) =>
  h.db.update(table).set({ isShow }).where(eq(table.id, id))

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  learner = await h.tokenFor('E0005')
  const body = multipart('索引讲义.pdf', SAMPLES.pdf)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${admin}` } })
  expect(res.statusCode).toBe(200)
  const file = res.json().Data as { Id: string; Url: string; Size: number }
  course.id = await lessionId('索引与查询优化')
  const [attach] = await h.db
    .insert(knowledgeAttachments)
    .values({ lessionId: course.id, fileId: file.Id, fileName: '索引讲义.pdf', fileSize: file.Size })
    .returning({ id: knowledgeAttachments.id })
  course.attachId = attach.id
  course.fileUrl = file.Url
})
afterAll(() => h?.close())

describe('learner knowledge base', () => {
  it('answers the shown category tree, the home tabs and courses, and the teachers', async () => {
    const top = await get<TypeNode[]>(`${base}/types-by-parent`)
    expect(top.status).toBe(200)
    expect(top.body.Data.map((t) => t.TypeName)).toEqual(['专业技术', '职场技能', '管理能力', '企业文化'])
    expect(top.body.Data[0].ChildTypes.map((t) => t.TypeName)).toEqual(['前端开发', '后端开发', '软件测试'])
    const tech = top.body.Data[0].Id
    const home = await get<{ Types: TypeNode[]; Lessions: Lession[]; TotalCount: number }>(`${base}/index-lessions?parentId=${tech}`)
    expect(home.body.Data.Types.map((t) => t.TypeName)).toEqual(['前端开发', '后端开发', '软件测试'])
    expect(home.body.Data.TotalCount).toBe(15)
    expect(home.body.Data.Lessions).toHaveLength(8)
    const backend = await get<{ Lessions: Lession[]; TotalCount: number }>(`${base}/index-lessions?parentId=${tech}&typeId=${await typeId('后端开发')}&MaxResultCount=20`)
    expect(backend.body.Data.TotalCount).toBe(6)
    expect(backend.body.Data.Lessions.every((l) => ['数据库', '接口设计'].includes(l.TypeName))).toBe(true)
    const teachers = await get<{ Name: string }[]>(`${base}/teachers`)
    expect(teachers.body.Data).toHaveLength(8)
  })

  it('searches courses by title, keyword and teacher name within the deepest chosen category', async () => {
    const byTitle = await search(`SearchType=1&Keyword=${encodeURIComponent('索引')}`)
    expect(byTitle.body.Data.Items.map((l) => l.Title)).toEqual(['索引与查询优化'])
    const byKeyword = await search(`SearchType=1&Keyword=REST`)
    expect(byKeyword.body.Data.Items.map((l) => l.Title)).toEqual(['REST 接口设计规范'])
    const byTeacher = await search(`SearchType=1&Keyword=${encodeURIComponent('杨洋')}&MaxResultCount=50`)
    expect(byTeacher.body.Data.TotalCount).toBe(7)
    expect(byTeacher.body.Data.Items.every((l) => l.TeacherName === '杨洋')).toBe(true)
    const inCategory = await search(`SearchType=1&Keyword=${encodeURIComponent('接口')}&FirstTypeId=${await typeId('专业技术')}&SecondTypeId=${await typeId('软件测试')}`)
    expect(inCategory.body.Data.Items.map((l) => l.Title)).toEqual(['接口测试实践'])
    const files = await search(`SearchType=2&Keyword=${encodeURIComponent('讲义')}`)
    expect(files.body.Data.Items.map((f) => [f.FileName, f.Title, f.FileUrl])).toEqual([['索引讲义.pdf', '索引与查询优化', course.fileUrl]])
  })

  it('shows a course’s files, a teacher’s detail with its categories and its courses', async () => {
    const files = await get<Lession & { Files: FileEntry[] }>(`${base}/lession-files/${course.id}`)
    expect(files.status).toBe(200)
    expect(files.body.Data.Title).toBe('索引与查询优化')
    expect(files.body.Data.Files).toEqual([expect.objectContaining({ Id: course.attachId, FileName: '索引讲义.pdf', FileUrl: course.fileUrl, Progress: null })])
    expect(files.body.Data.Files[0].FileSize).toBe(SAMPLES.pdf.length)
    const teacherId = files.body.Data.TeacherId
    const detail = await get<{ Name: string; Summary: string; Types: { TypeName: string; Count: number }[] }>(`${base}/teacher-detail/${teacherId}`)
    expect(detail.body.Data.Name).toBe('杨洋')
    expect(detail.body.Data.Summary).toContain('<em>接口规范</em>')
    expect(detail.body.Data.Types).toEqual([expect.objectContaining({ TypeName: '数据库', Count: 3 }), expect.objectContaining({ TypeName: '接口设计', Count: 3 }), expect.objectContaining({ TypeName: '规章制度', Count: 1 })])
    const lessions = await get<{ Lessions: Lession[]; TotalCount: number; Files: FileEntry[] }>(`${base}/teacher-lessions?teacherId=${teacherId}&lessionId=${course.id}&MaxResultCount=3`)
    expect(lessions.body.Data.TotalCount).toBe(7)
    expect(lessions.body.Data.Lessions).toHaveLength(3)
    expect(lessions.body.Data.Files.map((f) => f.FileName)).toEqual(['索引讲义.pdf'])
    const other = await lessionId('React Hooks 实战')
    expect((await get(`${base}/teacher-lessions?teacherId=${teacherId}&lessionId=${other}`)).status).toBe(404)
  })

  it('keeps each learner’s place: last page, video position, finished; 继续学习 lists it', async () => {
    const save = (body: object, token = learner) => h.call('POST', `${base}/progress`, { token, body })
    expect((await save({ AttachId: course.attachId, Page: 7 })).status).toBe(200)
    expect((await save({ AttachId: course.attachId, Page: 0 })).status).toBe(400)
    expect((await save({ AttachId: course.attachId, Finished: 1 })).status).toBe(200)
    expect((await save({ AttachId: course.attachId, Page: 9, Finished: 0 })).status).toBe(200)
    const files = await get<{ Files: FileEntry[] }>(`${base}/lession-files/${course.id}`)
    expect(files.body.Data.Files[0].Progress).toMatchObject({ Page: 9, Position: 0, Finished: 1 })
    const other = await h.tokenFor('E0006')
    expect((await get<{ Files: FileEntry[] }>(`${base}/lession-files/${course.id}`, other)).body.Data.Files[0].Progress).toBeNull()
    const recent = await get<(FileEntry & { Title: string })[]>(`${base}/continue-learning`)
    expect(recent.body.Data.map((r) => [r.Title, r.FileName, r.Progress?.Page])).toEqual([['索引与查询优化', '索引讲义.pdf', 9]])
    expect((await get<unknown[]>(`${base}/continue-learning`, other)).body.Data).toEqual([])
    expect((await save({ AttachId: '00000000-0000-4000-8000-000000000000', Page: 1 })).status).toBe(404)
  })

  it('never lets a hidden course, a course of a hidden category branch or of a hidden teacher reach a learner', async () => {
    const title = encodeURIComponent('索引')
    const reached = async () => {
      const found = (await search(`SearchType=1&Keyword=${title}`)).body.Data.TotalCount
      const files = (await search(`SearchType=2&Keyword=${encodeURIComponent('讲义')}`)).body.Data.TotalCount
      const home = (await get<{ Lessions: Lession[] }>(`${base}/index-lessions?MaxResultCount=100`)).body.Data.Lessions.some((l) => l.Id === course.id)
      const page = (await get(`${base}/lession-files/${course.id}`)).status
      const file = (await get(`/download-file?id=${course.fileUrl.split('=')[1]}`)).status
      const progress = (await h.call('POST', `${base}/progress`, { token: learner, body: { AttachId: course.attachId, Page: 2 } })).status
      const recent = (await get<unknown[]>(`${base}/continue-learning`)).body.Data.length
      return { found, files, home, page, file, progress, recent }
    }
    const visible = { found: 1, files: 1, home: true, page: 200, file: 200, progress: 200, recent: 1 }
    const hidden = { found: 0, files: 0, home: false, page: 404, file: 404, progress: 404, recent: 0 }
    expect(await reached()).toEqual(visible)

    await setShow(knowledgeLessions, course.id, 0)
    expect(await reached()).toEqual(hidden)
    await setShow(knowledgeLessions, course.id, 1)

    const top = await typeId('专业技术')
    await setShow(knowledgeTypes, top, 0)
    expect(await reached()).toEqual(hidden)
    expect((await get(`${base}/types-by-parent?parentId=${top}`)).status).toBe(404)
    expect((await get(`${base}/index-lessions?parentId=${top}`)).status).toBe(404)
    expect((await search(`FirstTypeId=${top}`)).status).toBe(404)
    expect((await get<TypeNode[]>(`${base}/types-by-parent`)).body.Data.map((t) => t.TypeName)).not.toContain('专业技术')
    await setShow(knowledgeTypes, top, 1)

    const files = await get<Lession>(`${base}/lession-files/${course.id}`)
    const teacherId = files.body.Data.TeacherId
    await setShow(knowledgeTeachers, teacherId, 0)
    expect(await reached()).toEqual(hidden)
    expect((await get(`${base}/teacher-detail/${teacherId}`)).status).toBe(404)
    expect((await get(`${base}/teacher-lessions?teacherId=${teacherId}`)).status).toBe(404)
    expect((await get<{ Id: string }[]>(`${base}/teachers`)).body.Data.map((t) => t.Id)).not.toContain(teacherId)
    await setShow(knowledgeTeachers, teacherId, 1)
    expect(await reached()).toEqual(visible)
  })

  it('is for holders of Knowledge.Learn', async () => {
    await h.addUser('X0100', [])
    const token = await h.tokenFor('X0100')
    expect((await get(`${base}/types-by-parent`, token)).status).toBe(403)
    expect((await get(`${base}/lession-files/${course.id}`, token)).status).toBe(403)
  })
})
