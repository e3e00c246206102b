/** Shared steps of the publishing API tests: columns, uploads, sends, and the people involved. */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { departments, users } from '../../server/db/schema'
import type { Harness } from './harness'
import { multipart } from './multipart'

export const base = '/api/app/system-message'

export interface Detail {
  Id: string
  Title: string
  TypeId: string
  TypeName: string
  Content: string
  IsTop: number
  IsSecret: number
  IsNewMemberCanSee: number
  IsRead?: number
  Attachs: { FileName: string; FileUrl: string; FileSize: number }[]
  SystemMessageReceivers: { Type: number; UserId: string; UserName: string }[]
}
export type Page = { Items: (Detail & { IsRead: number })[]; TotalCount: number }

export async function upload(h: Harness, token: string, name: string, content: Buffer): Promise<string> {
  const body = multipart(name, content)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return res.json().Data.Url
}

export async function idOf(h: Harness, table: 'user' | 'department', name: string): Promise<string> {
  const [row] =
    table === 'user'
      ? await h.db.select({ id: users.id }).from(users).where(eq(users.userName, name))
      : await h.db.select({ id: departments.id }).from(departments).where(eq(departments.name, name))
  return row.id
}

/** A new user in the department, with the demo role (the read-only 公告列表). */
export async function newMember(h: Harness, userName: string, department: string): Promise<string> {
  const id = await h.addUser(userName, ['普通员工'])
  await h.db.update(users).set({ departmentId: await idOf(h, 'department', department) }).where(eq(users.id, id))
  return h.tokenFor(userName)
}

/** A column pair (first level with one second level) made through the API. */
export async function columns(h: Harness, admin: string, title: string) {
  const first = await h.call<{ Id: string }>('POST', `${base}/message-type`, { token: admin, body: { Title: title, Sort: 1 } })
  expect(first.status).toBe(200)
  const second = await h.call<{ Id: string }>('POST', `${base}/message-type`, { token: admin, body: { Title: `${title}子栏目`, ParentId: first.body.Data.Id, Sort: 1 } })
  expect(second.status).toBe(200)
  return { first: first.body.Data.Id, second: second.body.Data.Id }
}

export const send = (h: Harness, token: string, body: Record<string, unknown>) => h.call<{ Id: string }>('POST', `${base}/message-send`, { token, body })
export const detail = (h: Harness, token: string, id: string) => h.call<Detail>('GET', `${base}/message-detail/${id}`, { token })
export const read = (h: Harness, token: string, id: string) => h.call<Detail>('GET', `${base}/user-message-detail/${id}`, { token })
export const inbox = (h: Harness, token: string, query = '') => h.call<Page>('GET', `${base}/user-messages?MaxResultCount=100${query}`, { token })
export const managersList = (h: Harness, token: string, query = '') => h.call<Page>('GET', `${base}/messages-list?MaxResultCount=100${query}`, { token })
export const unread = async (h: Harness, token: string) => (await h.call<number>('GET', `${base}/unread-count`, { token })).body.Data
