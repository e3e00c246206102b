/**
 * Who reads a message (issue 15, docs/contracts.md "Publishing"): recipients (a department with its
 * sub-departments; late joiners with IsNewMemberCanSee), the publisher and managers; everyone else
 * 404 on every list and detail call, attachments included. IsSecret; the inbox and its unread count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'
import { SAMPLES } from './multipart'
import { columns, detail, idOf, inbox, managersList, newMember, read, send, unread, upload } from './publishing-fixtures'

let h: Harness
let admin: string
let member: string
let outsider: string
let typeId: string
let techId: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  member = await h.tokenFor('E0003') // 前端组, under 技术部
  outsider = await h.tokenFor('E0004') // 财务部
  typeId = (await columns(h, admin, '读者')).second
  techId = await idOf(h, 'department', '技术部')
})
afterAll(() => h?.close())

const toTech = (over: Record<string, unknown> = {}) => ({ Title: '技术部通知', TypeId: typeId, Content: '<p>内容</p>', SystemMessageReceivers: [{ Type: 1, UserId: techId }], ...over })

describe('recipients', () => {
  it('a member of a sub-department reads it and its attachment; the unread count follows at once; an outsider gets 404 everywhere', async () => {
    const pdf = await upload(h, admin, '制度.pdf', SAMPLES.pdf)
    const before = await unread(h, member)
    const id = (await send(h, admin, toTech({ Attachs: [{ FileName: '制度.pdf', FileUrl: pdf }] }))).body.Data.Id
    expect(await unread(h, member)).toBe(before + 1)
    const listed = (await inbox(h, member)).body.Data.Items.find((i) => i.Id === id)
    expect(listed).toMatchObject({ Title: '技术部通知', IsRead: 0 })
    expect((await managersList(h, member)).body.Data.Items.map((i) => i.Id)).toContain(id)
    const got = await read(h, member, id)
    expect(got.status).toBe(200)
    expect(got.body.Data).toMatchObject({ IsRead: 1, SystemMessageReceivers: [{ Type: 1, UserId: techId, UserName: '技术部' }] })
    expect(await unread(h, member)).toBe(before)
    expect((await inbox(h, member)).body.Data.Items.find((i) => i.Id === id)?.IsRead).toBe(1)
    expect((await h.call('GET', pdf, { token: member })).status).toBe(200)

    expect((await read(h, outsider, id)).status).toBe(404)
    expect((await detail(h, outsider, id)).status).toBe(404)
    expect((await inbox(h, outsider)).body.Data.Items.map((i) => i.Id)).not.toContain(id)
    expect((await managersList(h, outsider)).body.Data.Items.map((i) => i.Id)).not.toContain(id)
    expect((await h.call('GET', pdf, { token: outsider })).status).toBe(404)
    expect((await read(h, outsider, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('a person recipient reads; editing the recipients away takes the access away', async () => {
    const person = await idOf(h, 'user', 'E0004')
    const id = (await send(h, admin, toTech({ Title: '给刘强', SystemMessageReceivers: [{ Type: 2, UserId: person }] }))).body.Data.Id
    expect((await read(h, outsider, id)).body.Data.SystemMessageReceivers).toEqual([{ Type: 2, UserId: person, UserName: '刘强' }])
    expect((await read(h, member, id)).status).toBe(404)
    await send(h, admin, toTech({ Id: id, Title: '给刘强' }))
    expect((await read(h, outsider, id)).status).toBe(404)
    expect((await read(h, member, id)).status).toBe(200)
  })

  it('people who join a recipient department later read only with IsNewMemberCanSee', async () => {
    const closed = (await send(h, admin, toTech({ Title: '老成员' }))).body.Data.Id
    const open = (await send(h, admin, toTech({ Title: '新成员可见', IsNewMemberCanSee: 1 }))).body.Data.Id
    const late = await newMember(h, 'N0001', '后端组')
    expect((await read(h, late, closed)).status).toBe(404)
    const titles = (await inbox(h, late)).body.Data.Items.map((i) => i.Title)
    expect(titles).toContain('新成员可见')
    expect(titles).not.toContain('老成员')
    expect(await unread(h, late)).toBeGreaterThan(0)
    const before = await unread(h, late)
    expect((await read(h, late, open)).status).toBe(200)
    expect(await unread(h, late)).toBe(before - 1)
  })
})

describe('IsSecret', () => {
  it('is read only by its recipients and its publisher: other managers get 404 and do not find it in the list', async () => {
    const publisherId = await h.addUser('P0001', ['管理员'])
    expect(publisherId).toBeTruthy()
    const publisher = await h.tokenFor('P0001')
    const id = (await send(h, publisher, toTech({ Title: '保密通知', IsSecret: 1 }))).body.Data.Id
    expect((await read(h, member, id)).status).toBe(200)
    expect((await inbox(h, member)).body.Data.Items.map((i) => i.Id)).toContain(id)
    expect((await detail(h, publisher, id)).status).toBe(200)
    expect((await managersList(h, publisher, `&Keyword=${encodeURIComponent('保密')}`)).body.Data.TotalCount).toBe(1)
    expect((await detail(h, admin, id)).status).toBe(404)
    expect((await managersList(h, admin, `&Keyword=${encodeURIComponent('保密')}`)).body.Data.TotalCount).toBe(0)
    expect((await h.call('POST', `/api/app/system-message/delete-message/${id}`, { token: admin })).status).toBe(404)
    expect((await send(h, admin, toTech({ Id: id, Title: '改掉' }))).status).toBe(404)
    expect((await read(h, outsider, id)).status).toBe(404)
  })

  it('a manager lists and opens messages not addressed to them when they are not secret', async () => {
    const id = (await send(h, await h.tokenFor('P0001'), toTech({ Title: '公开通知' }))).body.Data.Id
    expect((await detail(h, admin, id)).status).toBe(200)
    expect((await managersList(h, admin)).body.Data.Items.map((i) => i.Id)).toContain(id)
    expect((await inbox(h, admin)).body.Data.Items.map((i) => i.Id)).not.toContain(id)
  })
})

describe('inbox order', () => {
  it('puts pinned messages first, newest next', async () => {
    const reader = await newMember(h, 'N0002', '测试组')
    const readerId = await idOf(h, 'user', 'N0002')
    const to = { SystemMessageReceivers: [{ Type: 2, UserId: readerId }] }
    await send(h, admin, toTech({ ...to, Title: '一' }))
    await send(h, admin, toTech({ ...to, Title: '置顶', IsTop: 1 }))
    await send(h, admin, toTech({ ...to, Title: '二' }))
    const mine = (await inbox(h, reader)).body.Data.Items.filter((i) => ['一', '二', '置顶'].includes(i.Title)).map((i) => i.Title)
    expect(mine).toEqual(['置顶', '二', '一'])
  })
})
