/**
 * Administration of approval types and groups (issue 14, OA.ApprovalType.*): lists, create, edit with
 * the stamp, delete and its refusals; what the type picker offers follows (a disabled type leaves it);
 * validated bodies; a caller without the permission is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
let employee: string
const T = '/api/app/approval-type'

type TypeDto = { Id: string; Name: string; GroupId: string; GroupName: string; Icon: string; Color: string; IsEnabled: number; Sort: number; FormVersion: number; FlowCount: number; ConcurrencyStamp: string }
type GroupDto = { Id: string; Name: string; Sort: number; TypeCount: number; ConcurrencyStamp: string }
const picker = async () => (await h.call<{ TypeName: string; Items: { ApprovalName: string }[] }[]>('POST', '/api/app/approval/approval-type-list-new', { token: admin })).body.Data

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  employee = await h.tokenFor('E0003')
})
afterAll(() => h?.close())

describe('approval types and groups', () => {
  let group: GroupDto
  let type: TypeDto

  it('lists the seeded types with group, form version and flow count, and the groups with their type count', async () => {
    const types = await h.call<{ Items: TypeDto[]; TotalCount: number }>('GET', `${T}/types?SkipCount=0&MaxResultCount=50`, { token: admin })
    expect(types.status).toBe(200)
    const leave = types.body.Data.Items.find((t) => t.Name === '请假')!
    expect(leave).toMatchObject({ GroupName: '人事', IsEnabled: 1, FormVersion: 1 })
    expect(leave.FlowCount).toBeGreaterThan(0)
    const searched = await h.call<{ Items: TypeDto[] }>('GET', `${T}/types?Keyword=${encodeURIComponent('报销')}`, { token: admin })
    expect(searched.body.Data.Items.map((t) => t.Name)).toEqual(['报销'])
    const groups = await h.call<{ Items: GroupDto[] }>('GET', `${T}/groups`, { token: admin })
    expect(groups.body.Data.Items.map((g) => g.Name)).toEqual(['人事', '财务', '行政'])
    expect(groups.body.Data.Items[0].TypeCount).toBeGreaterThan(0)
  })

  it('creates a group and a type in it; the picker offers it under the group', async () => {
    const g = await h.call<GroupDto>('POST', `${T}/groups`, { token: admin, body: { Name: '法务', Sort: 9 } })
    expect([g.status, g.body.Message]).toEqual([200, '新增成功'])
    group = g.body.Data
    const taken = await h.call('POST', `${T}/groups`, { token: admin, body: { Name: '法务', Sort: 1 } })
    expect([taken.status, taken.body.Message]).toEqual([400, '分组名称已存在'])
    const t = await h.call<TypeDto>('POST', `${T}/types`, { token: admin, body: { Name: '合同审查', GroupId: group.Id, Icon: 'FileProtectOutlined', Color: '#722ed1', IsEnabled: 1, Sort: 1 } })
    expect([t.status, t.body.Message]).toEqual([200, '新增成功'])
    type = t.body.Data
    expect(type).toMatchObject({ GroupName: '法务', FormVersion: 0, FlowCount: 0 })
    expect((await picker()).find((x) => x.TypeName === '法务')?.Items.map((i) => i.ApprovalName)).toEqual(['合同审查'])
  })

  it('refuses a bad body with the field’s message: colour, missing name, unknown group', async () => {
    const base = { Name: '用印', GroupId: group.Id, Icon: 'SafetyOutlined', Color: '#1677ff', IsEnabled: 1, Sort: 1 }
    const colour = await h.call('POST', `${T}/types`, { token: admin, body: { ...base, Color: 'red' } })
    expect([colour.status, colour.body.Message]).toEqual([400, '请输入#开头的6位颜色值，如#1677ff'])
    const noName = await h.call('POST', `${T}/types`, { token: admin, body: { ...base, Name: '  ' } })
    expect([noName.status, noName.body.Message]).toEqual([400, '请输入类型名称'])
    const sort = await h.call('POST', `${T}/types`, { token: admin, body: { ...base, Sort: 0 } })
    expect([sort.status, sort.body.Message]).toEqual([400, '排序：请输入1-1000之间的整数'])
    const ghost = await h.call('POST', `${T}/types`, { token: admin, body: { ...base, GroupId: '00000000-0000-4000-8000-000000000000' } })
    expect([ghost.status, ghost.body.Message]).toEqual([400, '分组不存在'])
    const same = await h.call('POST', `${T}/types`, { token: admin, body: { ...base, Name: '合同审查' } })
    expect([same.status, same.body.Message]).toEqual([400, '该分组下已有同名的审批类型'])
  })

  it('edits with the stamp (a stale one is 409); a disabled type leaves the picker', async () => {
    const body = { Name: '合同审查', GroupId: group.Id, Icon: 'FileProtectOutlined', Color: '#722ed1', IsEnabled: 0, Sort: 2 }
    const noStamp = await h.call('PUT', `${T}/types/${type.Id}`, { token: admin, body })
    expect(noStamp.status).toBe(400)
    const edited = await h.call<TypeDto>('PUT', `${T}/types/${type.Id}`, { token: admin, body: { ...body, ConcurrencyStamp: type.ConcurrencyStamp } })
    expect([edited.status, edited.body.Message, edited.body.Data.IsEnabled]).toEqual([200, '编辑成功', 0])
    const stale = await h.call('PUT', `${T}/types/${type.Id}`, { token: admin, body: { ...body, ConcurrencyStamp: type.ConcurrencyStamp } })
    expect(stale.status).toBe(409)
    expect((await picker()).find((x) => x.TypeName === '法务')).toBeUndefined()
    const renamed = await h.call<GroupDto>('PUT', `${T}/groups/${group.Id}`, { token: admin, body: { Name: '法务部', Sort: 9, ConcurrencyStamp: group.ConcurrencyStamp } })
    expect([renamed.status, renamed.body.Data.Name]).toEqual([200, '法务部'])
  })

  it('a group with types and a type with processes are not deleted; an unused type and an empty group are', async () => {
    const busy = await h.call('DELETE', `${T}/groups/${group.Id}`, { token: admin })
    expect([busy.status, busy.body.Message]).toEqual([400, '该分组下有审批类型，不能删除'])
    const leave = (await h.call<{ Items: TypeDto[] }>('GET', `${T}/types?Keyword=${encodeURIComponent('请假')}`, { token: admin })).body.Data.Items[0]
    await h.call('POST', '/api/app/approval/approval-save', {
      token: employee,
      body: { RelationId: leave.Id, OrgId: 0, ApprovalProcess: null, Submit: false, BusinessDatas: { LeaveType: '年假', Reason: '草稿' } },
    })
    const used = await h.call('DELETE', `${T}/types/${leave.Id}`, { token: admin })
    expect([used.status, used.body.Message]).toEqual([400, '该审批类型已有审批单，不能删除，可停用'])
    expect((await h.call('DELETE', `${T}/types/${type.Id}`, { token: admin })).body.Message).toBe('删除成功')
    expect((await h.call('DELETE', `${T}/groups/${group.Id}`, { token: admin })).body.Message).toBe('删除成功')
    expect((await h.call('GET', `${T}/types/${type.Id}`, { token: admin })).status).toBe(404)
    expect((await h.call('GET', `${T}/types/not-a-uuid`, { token: admin })).status).toBe(404)
  })

  it('an employee without OA.ApprovalType is refused every call', async () => {
    expect((await h.call('GET', `${T}/types`, { token: employee })).status).toBe(403)
    expect((await h.call('GET', `${T}/groups`, { token: employee })).status).toBe(403)
    expect((await h.call('POST', `${T}/groups`, { token: employee, body: { Name: '越权', Sort: 1 } })).status).toBe(403)
  })
})
