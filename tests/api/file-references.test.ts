/**
 * A file is readable only through an explicit rule (issue 13 s.1): every field that holds a file
 * reference accepts only a file the caller owns (checked at save time), and a reference never makes
 * someone else's file readable. The avatar attack of the issue is the first case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { files, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

let h: Harness
let admin: string
let victim: string
let attacker: string
let colleague: string
beforeAll(async () => {
  h = await createHarness()
  // Demo employees: complete profiles, so a save of the profile passes the other fields' rules.
  ;[admin, victim, attacker, colleague] = await Promise.all(['A0001', 'E0002', 'E0001', 'E0004'].map((n) => h.tokenFor(n)))
})
afterAll(() => h?.close())

async function upload(token: string, name: string, content: Buffer): Promise<{ Id: string; Url: string }> {
  const body = multipart(name, content)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return res.json().Data
}

async function saveMyAvatar(token: string, avatar: string) {
  const me = await h.call<Record<string, unknown>>('GET', '/api/app/my-profile', { token })
  return h.call('PUT', '/api/app/my-profile', { token, body: { ...me.body.Data, Avatar: avatar } })
}

describe('avatars', () => {
  it("the attack of the issue: another person's private file as my avatar is refused and stays unreadable", async () => {
    const secret = await upload(victim, 'id-card.png', SAMPLES.png)
    const res = await saveMyAvatar(attacker, secret.Url)
    expect(res.status).toBe(400)
    expect(res.body.Data).toEqual({ Errors: [{ Field: 'Avatar', Message: '文件不存在' }] })
    expect((await h.call('GET', secret.Url, { token: colleague })).status).toBe(404)
    expect((await h.call('GET', secret.Url, { token: attacker })).status).toBe(404)
  })

  it('an avatar stored before the check (pointing at another person’s file) makes nothing readable', async () => {
    const secret = await upload(victim, 'bank-card.png', SAMPLES.png)
    await h.db.update(users).set({ avatar: secret.Url }).where(eq(users.userName, 'E0001'))
    expect((await h.call('GET', secret.Url, { token: colleague })).status).toBe(404)
    expect((await h.call('GET', secret.Url, { token: victim })).status).toBe(200)
  })

  it('my own picture as my avatar is readable by every signed-in user', async () => {
    const mine = await upload(attacker, 'me.png', SAMPLES.png)
    expect((await h.call('GET', mine.Url, { token: colleague })).status).toBe(404)
    expect((await saveMyAvatar(attacker, mine.Url)).status).toBe(200)
    expect((await h.call('GET', mine.Url, { token: colleague })).status).toBe(200)
    // An outside http(s) address is no file of ours and stays allowed.
    expect((await saveMyAvatar(attacker, 'https://example.com/me.png')).status).toBe(200)
  })

  it('an administrator may give a user a picture the administrator uploaded (it becomes the user’s), not a third person’s file', async () => {
    const [target] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'E0005'))
    const current = await h.call<Record<string, unknown>>('GET', `/api/identity/users/${target.id}`, { token: admin })
    const theirs = await upload(victim, 'private.png', SAMPLES.png)
    const refused = await h.call('PUT', `/api/identity/users/${target.id}`, { token: admin, body: { ...current.body.Data, Avatar: theirs.Url } })
    expect(refused.status).toBe(400)
    expect(refused.body.Data).toEqual({ Errors: [{ Field: 'Avatar', Message: '文件不存在' }] })
    const picture = await upload(admin, 'portrait.png', SAMPLES.png)
    const saved = await h.call('PUT', `/api/identity/users/${target.id}`, { token: admin, body: { ...current.body.Data, Avatar: picture.Url } })
    expect(saved.status).toBe(200)
    const [file] = await h.db.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, picture.Id))
    expect(file.ownerId).toBe(target.id)
    expect((await h.call('GET', picture.Url, { token: attacker })).status).toBe(200)
  })

  it('creating a user with another person’s file as avatar is refused', async () => {
    const theirs = await upload(victim, 'private2.png', SAMPLES.png)
    const res = await h.call('POST', '/api/identity/users', { token: admin, body: { UserName: 'N0001', Surname: '新', Name: '人', Password: 'Lantern7harbour', Avatar: theirs.Url } })
    expect(res.status).toBe(400)
    expect(res.body.Data).toEqual({ Errors: [{ Field: 'Avatar', Message: '文件不存在' }] })
  })
})
