/** GET /api/app/new-user/user-by-work-no (spec 001 s.7): the person of an entry record. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

describe('the person of an entry', () => {
  it('a new hire reads their own: account, placement, entry status', async () => {
    const res = await h.call<Record<string, unknown>>('GET', '/api/app/new-user/user-by-work-no', { token: await h.tokenFor('NH002') })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({
      WorkNo: 'NH002', RealName: '新二', Phone: '13900000002', Status: 0, StatusName: '待提交', Step: 3,
      OrgName: expect.any(String), DepName: expect.any(String), PositionName: expect.any(String), WorkName: expect.any(String),
    })
    expect(res.body.Data.DepName).not.toBe('')
  })

  it('HR reads anyone’s by work number; the approved one shows 审核通过', async () => {
    const res = await h.call<Record<string, unknown>>('GET', '/api/app/new-user/user-by-work-no?workno=NH005', { token: await h.tokenFor('A0001') })
    expect(res.body.Data).toMatchObject({ WorkNo: 'NH005', RealName: '新五', Status: 1, StatusName: '审核通过' })
  })

  it('one’s own basic info without an entry record (the administrator) is null, not 404; by work number it stays 404', async () => {
    const admin = await h.tokenFor('A0001')
    const own = await h.call('GET', '/api/app/new-user/new-user-basic', { token: admin })
    expect([own.status, own.body.Data]).toEqual([200, null])
    const byNumber = await h.call('GET', '/api/app/new-user/new-user-basic?workno=A0001', { token: admin })
    expect([byNumber.status, byNumber.body.Message]).toEqual([404, '入职信息不存在'])
    const newHire = await h.call<Record<string, unknown>>('GET', '/api/app/new-user/new-user-basic', { token: await h.tokenFor('NH001') })
    expect(newHire.body.Data).toMatchObject({ WorkNo: 'NH001' })
  })

  it('another person’s without HR is 404 like a missing record; anonymous 401', async () => {
    const nh1 = await h.tokenFor('NH001')
    const other = await h.call('GET', '/api/app/new-user/user-by-work-no?workno=NH002', { token: nh1 })
    expect(other.status).toBe(404)
    expect(other.body.Message).toBe('入职信息不存在')
    const none = await h.call('GET', '/api/app/new-user/user-by-work-no?workno=E0001', { token: await h.tokenFor('A0001') })
    expect(none.status).toBe(404)
    expect(none.body.Message).toBe('入职信息不存在')
    expect((await h.call('GET', '/api/app/new-user/user-by-work-no?workno=NH001')).status).toBe(401)
  })
})
