import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

interface Uploaded {
  Id: string
  Url: string
  Name: string
  Size: number
  ContentType: string
}
interface UserFile {
  Id: string
  FileName: string
  FileUrl: string
  Size: number
  CreationTime: string
  FileType: string
}

let h: Harness
let alice: string
let bob: string
beforeAll(async () => {
  h = await createHarness()
  // two users who may use the cloud storage screen's delete
  for (const name of ['F0001', 'F0002']) {
    const id = await h.addUser(name)
    await h.call('PUT', `/api/permission-management/permissions?providerName=U&providerKey=${id}`, {
      token: await h.tokenFor('A0001'),
      body: { Permissions: [{ Name: 'Cloud.File', IsGranted: true }, { Name: 'Cloud.File.Delete', IsGranted: true }] },
    })
  }
  alice = await h.tokenFor('F0001')
  bob = await h.tokenFor('F0002')
})
afterAll(() => h?.close())

async function upload(token: string | undefined, fileName: string, content: Buffer | string, query = '') {
  const { payload, headers } = multipart(fileName, content)
  const res = await h.app.inject({ method: 'POST', url: `/api/app/upload/upload${query}`, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  return { status: res.statusCode, body: res.json() as { Code: number; Message: string; Data: Uploaded } }
}

const storedFiles = (dir = h.storage.root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)]))

describe('upload and download', () => {
  it('round trip: the bytes, a safe Content-Disposition and nosniff', async () => {
    const up = await upload(alice, '季度 报告(1).pdf', SAMPLES.pdf)
    expect(up.status).toBe(200)
    expect(up.body.Data).toMatchObject({ Name: '季度 报告(1).pdf', Size: SAMPLES.pdf.length, ContentType: 'application/pdf' })
    expect(up.body.Data.Url).toBe(`/download-file?id=${up.body.Data.Id}`)
    const res = await h.app.inject({ method: 'GET', url: up.body.Data.Url, headers: { authorization: `Bearer ${alice}` } })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-length']).toBe(String(SAMPLES.pdf.length))
    expect(res.headers['content-disposition']).toBe(`attachment; filename="__ __(1).pdf"; filename*=UTF-8''%E5%AD%A3%E5%BA%A6%20%E6%8A%A5%E5%91%8A%281%29.pdf`)
    const inline = await h.app.inject({ method: 'GET', url: up.body.Data.Url + '&inline=1', headers: { authorization: `Bearer ${alice}` } })
    expect(inline.headers['content-disposition']).toMatch(/^inline; /)
  })

  it('inline only for images and PDF; the file name never becomes a path', async () => {
    const up = await upload(alice, '../../etc/page.csv', '<script>alert(1)</script>')
    expect(up.status).toBe(200)
    expect(up.body.Data.Name).toBe('page.csv')
    const res = await h.app.inject({ method: 'GET', url: up.body.Data.Url + '&inline=1', headers: { authorization: `Bearer ${alice}` } })
    expect(res.headers['content-disposition']).toMatch(/^attachment; /)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(storedFiles().every((f) => /[0-9a-f]{32}$/.test(f))).toBe(true)
  })

  it('415 by extension (accept) and by magic bytes, nothing left behind', async () => {
    const before = storedFiles().length
    const byExt = await upload(alice, 'notes.txt', 'hello', '?accept=jpg,jpeg,png,gif,bmp')
    expect(byExt.status).toBe(415)
    expect(byExt.body.Message).toBe('暂不支持该文件')
    const fake = await upload(alice, 'photo.png', Buffer.from('this is not a png at all'.repeat(100)), '?accept=jpg,png')
    expect(fake.status).toBe(415)
    expect(fake.body.Message).toBe('暂不支持该文件')
    const fakeDocx = await upload(alice, 'report.docx', SAMPLES.pdf)
    expect(fakeDocx.status).toBe(415)
    const empty = await upload(alice, 'empty.jpg', Buffer.alloc(0))
    expect(empty.status).toBe(415)
    expect(storedFiles().length).toBe(before)
    const png = await upload(alice, 'Photo.PNG', SAMPLES.png, '?accept=.jpg,.png')
    expect(png.status).toBe(200)
    expect(png.body.Data.ContentType).toBe('image/png')
  })

  it('without a file part: 400 请选择文件; anonymous: 401', async () => {
    const res = await h.call('POST', '/api/app/upload/upload', { token: alice, body: { x: 1 } })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('请选择文件')
    expect((await upload(undefined, 'a.png', SAMPLES.png)).status).toBe(401)
    expect((await h.call('GET', '/download-file?id=00000000-0000-4000-8000-000000000000')).status).toBe(401)
    expect((await h.call('GET', '/api/app/user-file/file-list')).status).toBe(401)
  })

  it("another user's file is 404 for download, preview and delete", async () => {
    const up = await upload(alice, 'secret.pdf', SAMPLES.pdf)
    const id = up.body.Data.Id
    const dl = await h.call('GET', `/download-file?id=${id}`, { token: bob })
    expect(dl.status).toBe(404)
    expect(dl.body.Message).toBe('文件不存在')
    expect((await h.call('GET', `/api/app/file/file-to-stream?fileUrl=${encodeURIComponent(up.body.Data.Url)}`, { token: bob })).status).toBe(404)
    expect((await h.call('DELETE', `/api/app/user-file/${id}`, { token: bob })).status).toBe(404)
    expect((await h.call('GET', `/download-file?id=${id}`, { token: alice })).status).toBe(200)
  })

  it("a user's avatar is readable by every signed-in user", async () => {
    const up = await upload(alice, 'me.png', SAMPLES.png)
    await h.db.update(users).set({ avatar: up.body.Data.Url }).where(eq(users.userName, 'F0001'))
    expect((await h.call('GET', up.body.Data.Url, { token: bob })).status).toBe(200)
  })
})

describe('file-to-stream', () => {
  it('answers a PDF as base64 and refuses other files with 415', async () => {
    const pdf = await upload(alice, 'doc.pdf', SAMPLES.pdf)
    const res = await h.call<string>('GET', `/api/app/file/file-to-stream?fileUrl=${encodeURIComponent(pdf.body.Data.Url)}`, { token: alice })
    expect(res.status).toBe(200)
    expect(Buffer.from(res.body.Data, 'base64').equals(SAMPLES.pdf)).toBe(true)
    const byId = await h.call<string>('GET', `/api/app/file/file-to-stream?fileUrl=${pdf.body.Data.Id}`, { token: alice })
    expect(byId.body.Data).toBe(res.body.Data)
    const png = await upload(alice, 'pic.png', SAMPLES.png)
    const refused = await h.call('GET', `/api/app/file/file-to-stream?fileUrl=${encodeURIComponent(png.body.Data.Url)}`, { token: alice })
    expect(refused.status).toBe(415)
    expect(refused.body.Message).toBe('暂不支持该文件')
  })
})

describe('cloud storage list and delete', () => {
  it('lists only my files, newest first, with keyword, paging and file types', async () => {
    for (const name of ['表格.xlsx', '演示.pptx', '文档.docx']) expect((await upload(bob, name, SAMPLES.docx)).status).toBe(200)
    await upload(bob, 'clip.mp4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(32)]))
    await upload(bob, 'a.zip', SAMPLES.docx)
    await upload(bob, 'readme.txt', 'hi')
    await upload(bob, 'x.unknown', 'hi')
    await upload(bob, 'p.jpg', SAMPLES.jpg)
    const list = await h.call<{ Items: UserFile[]; TotalCount: number }>('GET', '/api/app/user-file/file-list?MaxResultCount=100', { token: bob })
    expect(list.body.Data.TotalCount).toBe(8)
    const types = Object.fromEntries(list.body.Data.Items.map((f) => [f.FileName, f.FileType]))
    expect(types).toEqual({ '表格.xlsx': 'excel', '演示.pptx': 'ppt', '文档.docx': 'word', 'clip.mp4': 'video', 'a.zip': 'zip', 'readme.txt': 'office', 'x.unknown': 'other', 'p.jpg': 'image' })
    expect(list.body.Data.Items[0].FileName).toBe('p.jpg')
    expect(list.body.Data.Items[0]).toMatchObject({ FileUrl: `/download-file?id=${list.body.Data.Items[0].Id}`, Size: SAMPLES.jpg.length })
    const page = await h.call<{ Items: UserFile[]; TotalCount: number }>('GET', '/api/app/user-file/file-list', { token: bob })
    expect(page.body.Data.Items).toHaveLength(8) // default 10
    const second = await h.call<{ Items: UserFile[]; TotalCount: number }>('GET', '/api/app/user-file/file-list?MaxResultCount=3&SkipCount=3', { token: bob })
    expect(second.body.Data.Items.map((f) => f.Id)).toEqual(list.body.Data.Items.slice(3, 6).map((f) => f.Id))
    const search = await h.call<{ Items: UserFile[]; TotalCount: number }>('GET', '/api/app/user-file/file-list?KeyWord=' + encodeURIComponent('演示'), { token: bob })
    expect(search.body.Data.Items.map((f) => f.FileName)).toEqual(['演示.pptx'])
    const none = await h.call<{ Items: UserFile[]; TotalCount: number }>('GET', '/api/app/user-file/file-list?KeyWord=' + encodeURIComponent('%'), { token: bob })
    expect(none.body.Data.TotalCount).toBe(0)
  })

  it('delete removes the record and the stored bytes; needs Cloud.File.Delete', async () => {
    const up = await upload(alice, 'gone.pdf', SAMPLES.pdf)
    const before = storedFiles().length
    const res = await h.call('DELETE', `/api/app/user-file/${up.body.Data.Id}`, { token: alice })
    expect(res.status).toBe(200)
    expect(storedFiles().length).toBe(before - 1)
    expect((await h.call('GET', up.body.Data.Url, { token: alice })).status).toBe(404)
    expect((await h.call('DELETE', `/api/app/user-file/${up.body.Data.Id}`, { token: alice })).status).toBe(404)
    await h.addUser('F0003')
    const plain = await h.tokenFor('F0003')
    const mine = await upload(plain, 'mine.pdf', SAMPLES.pdf)
    const denied = await h.call('DELETE', `/api/app/user-file/${mine.body.Data.Id}`, { token: plain })
    expect(denied.status).toBe(403)
  })
})
