/**
 * Form design and flows of an approval type (issue 14, 表单设计 and 流程设置): a definition is
 * checked by the engine's own validation and refused with a message naming the item (nothing
 * saved); a save adds a version that new processes use while a running one keeps its own; flows
 * are listed, saved in order with their checks, deleted; a type left without a flow for some
 * values answers 请联系管理员配置流程; every call asks its permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
let employee: string
let overtime: string
let seal: string
const id: Record<string, string> = {}
const T = '/api/app/approval-type'
const A = '/api/app/approval'

type Item = { name: string; label: string; type: string; required?: boolean; options?: { label: string; value: string }[]; expression?: string }
type FormDto = { Id: string; Name: string; Version: number; Title: string; DesTxt: string; Operation: string; FormItems: Item[]; ConcurrencyStamp: string }
type FlowDto = { Id: string; Name: string; Conditions: { Field: string; Op: string; Value: unknown }[]; Steps: { Name: string; ConfigType: number; UserIds: string[]; UserNames: string[] }[] }
type FlowsDto = { Id: string; Fields: { Name: string; Label: string }[]; Flows: FlowDto[]; ConcurrencyStamp: string }
type Loaded = { BusinessForm: { formItems: Item[] }; Approvers: { Name: string; Users: { UserName: string }[] }[] }

const form = async () => (await h.call<FormDto>('GET', `${T}/types/${overtime}/form`, { token: admin })).body.Data
const putForm = (body: Record<string, unknown>, token = admin) => h.call<FormDto>('PUT', `${T}/types/${overtime}/form`, { token, body })
const flows = async () => (await h.call<FlowsDto>('GET', `${T}/types/${overtime}/flows`, { token: admin })).body.Data
const putFlows = (Flows: unknown[], token = admin, ConcurrencyStamp?: string) => h.call<FlowsDto>('PUT', `${T}/types/${overtime}/flows`, { token, body: { Flows, ConcurrencyStamp } })
const submit = (data: Record<string, unknown>) =>
  h.call<{ Id: string }>('POST', `${A}/approval-save`, {
    token: employee,
    body: { RelationId: overtime, OrgId: 0, ApprovalProcess: null, Submit: true, BusinessDatas: data, SelectApprovers: [{ Sort: 1, Users: [{ UserId: id.E0004 }] }] },
  })
const load = async (processId: string) => (await h.call<Loaded>('POST', `${A}/approval-load?relationId=&processId=${processId}`, { token: employee })).body.Data
const fresh = async () => (await h.call<Loaded>('POST', `${A}/approval-load?relationId=${overtime}&processId=`, { token: employee })).body.Data
const names = (items: Item[]) => items.map((i) => i.name)

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  employee = await h.tokenFor('E0003')
  overtime = (await demoTypeId(h.db, '加班'))!
  seal = (await demoTypeId(h.db, '用印'))!
  for (const no of ['E0004', 'E0009']) id[no] = (await h.db.select({ id: users.id }).from(users).where(eq(users.userName, no)))[0].id
})
afterAll(() => h?.close())

describe('form design', () => {
  let running: string

  it('reads the current definition with its version and stamp', async () => {
    const f = await form()
    expect(f).toMatchObject({ Id: overtime, Name: '加班', Version: 1, Title: '加班' })
    expect(names(f.FormItems)).toEqual(['Date', 'Hours', 'Reason'])
    expect(f.ConcurrencyStamp).toMatch(/^[0-9a-f-]{36}$/)
    const missing = await h.call('GET', `${T}/types/00000000-0000-4000-8000-000000000000/form`, { token: admin })
    expect(missing.status).toBe(404)
    expect((await h.call('GET', `${T}/types/not-an-id/form`, { token: admin })).status).toBe(404)
  })

  it('refuses a definition the engine would refuse, naming the item, and saves nothing', async () => {
    const f = await form()
    const base = { Title: f.Title, DesTxt: f.DesTxt, Operation: f.Operation, ConcurrencyStamp: f.ConcurrencyStamp }
    const cases: [Item[], string][] = [
      [[...f.FormItems, { name: 'Place', label: '加班地点', type: 'select' }], '加班地点：请设置选项'],
      [[...f.FormItems, { name: 'Date', label: '补充日期', type: 'date' }], '补充日期：字段名Date重复'],
      [[...f.FormItems, { name: '2nd', label: '第二', type: 'input' }], '第二：字段名只能是字母、数字和下划线，且不能以数字开头'],
      [[...f.FormItems, { name: 'Pay', label: '加班费', type: 'number', expression: 'Hours * Rate' }], '加班费：表达式引用了不存在的字段Rate'],
      [[...f.FormItems, { name: 'Who', label: ' ', type: 'input' }], 'Who：请输入显示名称'],
      [[...f.FormItems, { name: 'Kind', label: '类别', type: 'slider' }], '类别：不支持的类型slider'],
      [[], '请添加表单字段'],
    ]
    for (const [FormItems, message] of cases) {
      const res = await putForm({ ...base, FormItems })
      expect([res.status, res.body.Message]).toEqual([400, message])
    }
    const untitled = await putForm({ ...base, Title: '  ', FormItems: f.FormItems })
    expect([untitled.status, untitled.body.Message]).toEqual([400, '请输入表单标题'])
    const shapeless = await putForm({ ...base, FormItems: 'Date' })
    expect(shapeless.status).toBe(400)
    expect((await form()).Version).toBe(1)
  })

  it('asks its permission: an employee may neither read nor save a definition', async () => {
    const f = await form()
    expect((await h.call('GET', `${T}/types/${overtime}/form`, { token: employee })).status).toBe(403)
    expect((await putForm({ Title: f.Title, FormItems: f.FormItems }, employee)).status).toBe(403)
  })

  it('a save adds a version new processes use, while a running process keeps the one it was filled with', async () => {
    const started = await submit({ Date: '2026-11-28', Hours: 2, Reason: '上线' })
    expect(started.status).toBe(200)
    running = started.body.Data.Id
    const f = await form()
    const items = [...f.FormItems, { name: 'Place', label: '加班地点', type: 'radio', required: true, options: [{ label: '公司', value: '' }, { label: '居家', value: '居家' }] }]
    const saved = await putForm({ Title: f.Title, DesTxt: f.DesTxt, Operation: f.Operation, FormItems: items, ConcurrencyStamp: f.ConcurrencyStamp })
    expect([saved.status, saved.body.Message, saved.body.Data.Version]).toEqual([200, '保存成功，新发起的审批单使用新版本表单', 2])
    // an option without a value takes its label as the value
    expect(saved.body.Data.FormItems[3].options).toEqual([
      { label: '公司', value: '公司' },
      { label: '居家', value: '居家' },
    ])
    const stale = await putForm({ Title: f.Title, FormItems: items, ConcurrencyStamp: f.ConcurrencyStamp })
    expect(stale.status).toBe(409)

    expect(names((await load(running)).BusinessForm.formItems)).toEqual(['Date', 'Hours', 'Reason'])
    expect(names((await fresh()).BusinessForm.formItems)).toEqual(['Date', 'Hours', 'Reason', 'Place'])
    const without = await submit({ Date: '2026-11-29', Hours: 2, Reason: '巡检' })
    expect([without.status, without.body.Message]).toEqual([400, '请选择加班地点'])
    expect((await submit({ Date: '2026-11-29', Hours: 2, Reason: '巡检', Place: '居家' })).status).toBe(200)
  })
})

describe('flows', () => {
  it('lists the flows with the fields a condition may read', async () => {
    const f = await flows()
    expect(f.Fields.map((x) => x.Name)).toEqual(['Date', 'Hours', 'Reason', 'Place'])
    const options = await h.call<{ Name: string; Label: string }[]>('GET', `${T}/types/${overtime}/condition-fields`, { token: admin })
    expect(options.body.Data.map((o) => o.Label)).toEqual(['加班日期（Date）', '加班时长（小时）（Hours）', '加班内容（Reason）', '加班地点（Place）'])
    expect(f.Flows.map((x) => x.Name)).toEqual(['默认'])
    expect(f.Flows[0].Steps.map((s) => [s.Name, s.ConfigType, s.UserNames])).toEqual([
      ['指定审批人', 5, []],
      ['人事备案', 1, ['张伟']],
    ])
  })

  it('refuses a flow with a Chinese message naming the flow and the step, and keeps the stored ones', async () => {
    const step = { Name: '财务审批', Mode: '1', ApproverType: 1, ConfigType: 1, UserIds: [id.E0004] }
    const cases: [unknown[], string][] = [
      [[{ Name: ' ', Conditions: [], Steps: [step] }], '请输入流程名称'],
      [[{ Name: '长', Conditions: [{ Field: 'Amount', Op: '>', Value: 4 }], Steps: [step] }], '流程长：条件字段Amount不是表单中的字段'],
      [[{ Name: '长', Conditions: [{ Field: 'Hours', Op: '>', Value: '四' }], Steps: [step] }], '流程长：大于、小于类的条件的值须为数字'],
      [[{ Name: '长', Conditions: [{ Field: 'Hours', Op: '~', Value: 4 }], Steps: [step] }], '流程长：不支持的比较方式~'],
      [[{ Name: '长', Conditions: [{ Field: 'Place', Op: '=', Value: '' }], Steps: [step] }], '流程长：请输入条件的值'],
      [[{ Name: '长', Conditions: [], Steps: [] }], '流程长：请至少设置一个审批步骤'],
      [[{ Name: '长', Conditions: [], Steps: [{ ...step, ApproverType: 2 }] }], '流程长：请至少设置一个审批步骤'],
      [[{ Name: '长', Conditions: [], Steps: [{ ...step, UserIds: [] }] }], '流程长第1步 财务审批：请选择审批人'],
      [[{ Name: '长', Conditions: [], Steps: [{ ...step, UserIds: ['00000000-0000-4000-8000-000000000000'] }] }], '流程长第1步 财务审批：所选人员不存在或已停用'],
      [[{ Name: '长', Conditions: [], Steps: [{ ...step, Mode: '9' }] }], '流程长第1步 财务审批：审批方式只能是依次审批、或批或会签'],
      [[{ Name: '长', Conditions: [], Steps: [{ ...step, ConfigType: 2 }] }], '流程长第1步 财务审批：请选择角色'],
      [[{ Name: '长', Conditions: [], Steps: [{ ...step, ConfigType: 5, ConfigCount: 0 }] }], '流程长第1步 财务审批：可选人数须为1-50'],
      [[{ Name: '长', Conditions: [], Steps: [step, { ...step, Name: '' }] }], '流程长第2步：请输入步骤名称'],
      [
        [
          { Name: '默认', Conditions: [], Steps: [step] },
          { Name: '长', Conditions: [{ Field: 'Hours', Op: '>', Value: 4 }], Steps: [step] },
        ],
        '流程默认没有条件，会覆盖其后的流程，请把它放到最后',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await putFlows(body)
      expect([res.status, res.body.Message]).toEqual([400, message])
    }
    expect((await flows()).Flows.map((x) => x.Name)).toEqual(['默认'])
    expect((await putFlows([{ Name: '长', Conditions: [], Steps: [step] }], employee)).status).toBe(403)
  })

  it('saves flows in order; a new process follows the flow its values meet, a running one keeps its steps', async () => {
    const before = await submit({ Date: '2026-11-30', Hours: 6, Reason: '抢修', Place: '公司' })
    expect(before.status).toBe(200)
    const stamp = (await flows()).ConcurrencyStamp
    const longFlow = [
      { Name: '超过4小时', Conditions: [{ Field: 'Hours', Op: '>', Value: '4' }], Steps: [{ Name: '财务审批', Mode: '1', ApproverType: 1, ConfigType: 1, UserIds: [id.E0004] }, { Name: '行政备案', Mode: '1', ApproverType: 2, ConfigType: 1, UserIds: [id.E0009] }] },
    ]
    const saved = await putFlows(longFlow, admin, stamp)
    expect([saved.status, saved.body.Message]).toEqual([200, '保存成功'])
    // another administrator saving over the flows as they were before
    expect((await putFlows(longFlow, admin, stamp)).status).toBe(409)
    expect(saved.body.Data.Flows[0]).toMatchObject({ Name: '超过4小时', Conditions: [{ Field: 'Hours', Op: '>', Value: '4' }] })
    expect(saved.body.Data.Flows[0].Steps[0].UserNames).toHaveLength(1)

    const long = await submit({ Date: '2026-12-01', Hours: 6, Reason: '抢修', Place: '公司' })
    expect(long.status).toBe(200)
    expect((await load(long.body.Data.Id)).Approvers.map((s) => s.Name)).toEqual(['发起人', '财务审批', '行政备案'])
    expect((await load(before.body.Data.Id)).Approvers.map((s) => s.Name)).toEqual(['发起人', '指定审批人', '人事备案'])

    // no flow for two hours: the initiator is told to ask the administrator
    const cfg = await h.call('POST', '/api/app/approval-config/get-config-by-condition', { token: employee, body: { RelationId: overtime, BusinessDatas: { Hours: 2 } } })
    expect(cfg.body.Data).toBeNull()
    const short = await submit({ Date: '2026-12-02', Hours: 2, Reason: '值班', Place: '公司' })
    expect([short.status, short.body.Message]).toEqual([400, '请联系管理员配置流程'])
  })

  it('deletes one flow of the type; another type’s flow or a missing one is 404', async () => {
    const [only] = (await flows()).Flows
    const elsewhere = await h.call('DELETE', `${T}/types/${seal}/flows/${only.Id}`, { token: admin })
    expect(elsewhere.status).toBe(404)
    expect((await h.call('DELETE', `${T}/types/${overtime}/flows/${only.Id}`, { token: employee })).status).toBe(403)
    const gone = await h.call('DELETE', `${T}/types/${overtime}/flows/${only.Id}`, { token: admin })
    expect([gone.status, gone.body.Message]).toEqual([200, '删除成功'])
    expect((await flows()).Flows).toEqual([])
    expect((await h.call('DELETE', `${T}/types/${overtime}/flows/${only.Id}`, { token: admin })).status).toBe(404)
  })
})
