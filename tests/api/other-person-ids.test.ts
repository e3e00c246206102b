/**
 * Another person's id (issue 13 "Done when"): the OpenAPI document is walked for every operation
 * that takes an id, a work number or a file reference; each one is either scoped to its owner —
 * then a caller who holds the route's permission but is not the owner gets 404 with the owner's
 * real id — or the permission itself covers everyone's records (listed with the reason). A new
 * id-taking route that is in neither list fails this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Answer, type Harness } from './harness'
import { userWith } from './hr-fixtures'
import { multipart, SAMPLES } from './multipart'

let h: Harness
let actor: string
const owner = { files: { id: '', url: '' }, message: '', process: '', draft: '', leaveType: '', userId: '', announcement: '', column: '' }

beforeAll(async () => {
  h = await createHarness()
  actor = await userWith(h, 'X0001', ['OA', 'OA.Approval', 'OA.Approval.Create', 'Cloud', 'Cloud.File', 'Cloud.File.Delete', 'HRM', 'HRM.EntryInfo', 'Announce', 'Announce.Notice', 'Announce.Notice.Create', 'Announce.Notice.Update', 'Announce.Notice.Delete'])
  const e2 = await h.tokenFor('E0002')
  const mp = multipart('private.pdf', SAMPLES.pdf)
  const file = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', headers: { authorization: `Bearer ${e2}`, ...mp.headers }, payload: mp.payload })
  expect(file.statusCode).toBe(200)
  owner.files = { id: file.json().Data.Id, url: file.json().Data.Url }
  const [e2user] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'E0002'))
  owner.userId = e2user.id
  const admin = await h.tokenFor('A0001')
  expect((await h.call('POST', '/api/app/employee-care/greeting', { token: admin, body: { UserId: e2user.id, Status: 1 } })).status).toBe(200)
  owner.message = (await h.call<{ Items: { Id: string }[] }>('GET', '/api/app/messages', { token: e2 })).body.Data.Items[0].Id
  owner.leaveType = (await demoTypeId(h.db, '请假'))!
  const leave = { RelationId: owner.leaveType, BusinessDatas: { LeaveType: '年假', Start: '2026-12-07', StartHalf: '上午', End: '2026-12-08', EndHalf: '下午', Reason: '休假' } }
  const submitted = await h.call<{ Id: string }>('POST', '/api/app/approval/approval-save', { token: e2, body: { OrgId: 0, ApprovalProcess: null, Submit: true, ...leave } })
  const draft = await h.call<{ Id: string }>('POST', '/api/app/approval/approval-save', { token: e2, body: { OrgId: 0, ApprovalProcess: null, Submit: false, ...leave } })
  expect([submitted.status, draft.status]).toEqual([200, 200])
  owner.process = submitted.body.Data.Id
  owner.draft = draft.body.Data.Id
  // A secret announcement to E0002: the actor manages announcements but is neither its publisher nor a recipient.
  owner.column = (await h.call<{ Id: string }>('POST', '/api/app/system-message/message-type', { token: admin, body: { Title: '私密栏目', Sort: 1 } })).body.Data.Id
  const secret = { Title: '保密', TypeId: owner.column, IsSecret: 1, SystemMessageReceivers: [{ Type: 2, UserId: e2user.id }] }
  owner.announcement = (await h.call<{ Id: string }>('POST', '/api/app/system-message/message-send', { token: admin, body: secret })).body.Data.Id
  expect(owner.announcement).toBeTruthy()
})
afterAll(() => h?.close())

type Try = () => Promise<Answer>
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Try => () => h.call(method, url, { token: actor, body })

/** Scoped to their owner: the actor holds the permission, the id is E0002's (or new hire NH002's). */
const OWNED: Record<string, Try> = {
  'GET /download-file': () => call('GET', `/download-file?id=${owner.files.id}`)(),
  'GET /api/app/file/file-to-stream': () => call('GET', `/api/app/file/file-to-stream?fileUrl=${encodeURIComponent(owner.files.url)}`)(),
  'GET /api/app/file/media-url': () => call('GET', `/api/app/file/media-url?fileUrl=${encodeURIComponent(owner.files.url)}`)(),
  'DELETE /api/app/user-file/{id}': () => call('DELETE', `/api/app/user-file/${owner.files.id}`)(),
  'POST /api/app/messages/{id}/read': () => call('POST', `/api/app/messages/${owner.message}/read`)(),
  'POST /api/app/approval/approval-load': () => call('POST', `/api/app/approval/approval-load?relationId=&processId=${owner.process}`)(),
  'POST /api/app/approval/approval-save': () =>
    call('POST', '/api/app/approval/approval-save', { OrgId: 0, Submit: false, ApprovalProcess: { Id: owner.draft }, RelationId: owner.leaveType, BusinessDatas: { LeaveType: '年假', Start: '2026-12-07', StartHalf: '上午', End: '2026-12-08', EndHalf: '下午', Reason: '改' } })(),
  'POST /api/app/approval/approval-pass': () => call('POST', '/api/app/approval/approval-pass', { PrecessId: owner.process, Remark: '同意' })(),
  'POST /api/app/approval/approval-reject': () => call('POST', '/api/app/approval/approval-reject', { PrecessId: owner.process, Remark: '拒绝', RejectId: -1 })(),
  'POST /api/app/approval/approval-transpond': () => call('POST', '/api/app/approval/approval-transpond', { PrecessId: owner.process, Remark: '转办', UserId: owner.userId })(),
  'POST /api/app/approval/approval-cancel/{id}': () => call('POST', `/api/app/approval/approval-cancel/${owner.process}`)(),
  'POST /api/app/approval/approval-reject-list/{id}': () => call('POST', `/api/app/approval/approval-reject-list/${owner.process}`)(),
  'POST /api/app/approval/approval-comment': () => call('POST', '/api/app/approval/approval-comment', { ApprovalId: owner.process, CommentContent: '评论' })(),
  'POST /api/app/approval/approval-copy/{id}': () => call('POST', `/api/app/approval/approval-copy/${owner.process}`)(),
  'POST /api/app/approval/approval-print/{id}': () => call('POST', `/api/app/approval/approval-print/${owner.process}`)(),
  'POST /api/app/approval/approval-share': () => call('POST', '/api/app/approval/approval-share', { ProcessId: owner.process, UserId: owner.userId })(),
  'GET /api/app/system-message/message-detail/{id}': () => call('GET', `/api/app/system-message/message-detail/${owner.announcement}`)(),
  'GET /api/app/system-message/user-message-detail/{id}': () => call('GET', `/api/app/system-message/user-message-detail/${owner.announcement}`)(),
  'POST /api/app/system-message/delete-message/{id}': () => call('POST', `/api/app/system-message/delete-message/${owner.announcement}`)(),
  'POST /api/app/system-message/message-send': () => call('POST', '/api/app/system-message/message-send', { Id: owner.announcement, Title: '改', TypeId: owner.column })(),
}

/** Routes whose permission covers every person's records (or whose id names no person's data). */
const WIDE: Record<string, string> = {
  'POST /api/identity/roles': 'System.Role.Create: roles are shared',
  'GET /api/identity/roles/{id}': 'System.Role',
  'PUT /api/identity/roles/{id}': 'System.Role.Update',
  'DELETE /api/identity/roles/{id}': 'System.Role.Delete',
  'GET /api/app/apb-menu/menu-list': 'System.Menu: the parent menu',
  'GET /api/app/apb-menu/{id}/menu': 'System.Menu',
  'PUT /api/app/apb-menu/{id}/menu': 'System.Menu.Update',
  'PUT /api/app/apb-menu/{id}/menu/': 'System.Menu.Update',
  'DELETE /api/app/apb-menu/{id}/menu': 'System.Menu.Delete',
  'POST /api/app/apb-menu/menu': 'System.Menu.Create',
  'POST /api/identity/users': 'System.User.Create: administrators manage every account',
  'GET /api/identity/users/{id}': 'System.User',
  'PUT /api/identity/users/{id}': 'System.User.Update',
  'DELETE /api/identity/users/{id}': 'System.User.Delete',
  'GET /api/identity/users/{id}/roles': 'System.User',
  'PUT /api/identity/users/{id}/change-password': 'System.User.ChangePassword',
  'GET /api/app/old-frame/department/{id}': 'a department, not a person',
  'GET /api/app/users/department-info/{depId}': 'the organisation chart every employee sees',
  'GET /api/app/base-area/{id}/citylist': 'a province',
  'POST /api/app/new-user/excel-user-info-out': 'HRM.EmployeeFile.Create: a company',
  'GET /api/app/users/organization/{depId}': 'HRM.Comprehension: the whole organisation',
  'GET /api/app/users/org-user-card/{userId}': 'HRM.Comprehension: every employee card',
  'GET /api/app/users/{id}/employee-file': 'HRM.EmployeeFile: every HR file',
  'PUT /api/app/users/{id}/employee-file': 'HRM.EmployeeFile.Update',
  'GET /api/app/users/user-list': 'filters by department, position, company',
  'GET /api/app/users/leave-user-list': 'HRM.Departed',
  'GET /api/app/users/user-black-list': 'HRM.Blacklist',
  'POST /api/app/users/move-black': 'HRM.Blacklist.Delete',
  'POST /api/app/users/updateleave-office/': 'HRM.EmployeeFile.Update',
  'POST /api/app/users/updateleave-office': 'HRM.EmployeeFile.Update',
  'PUT /api/app/users/user-orgs-info': 'HRM.EmployeeFile.Update',
  'GET /api/app/users/user-by-work-no': 'HRM.EmployeeFile',
  'GET /api/app/users/work-place-by-work-no': 'HRM.EmployeeFile',
  'GET /api/app/employee-care/employees': 'HRM.EmployeeCare',
  'POST /api/app/employee-care/greeting': 'HRM.EmployeeCare.Create: greets anyone',
  'GET /api/app/employee-care/{tab}': 'HRM.EmployeeCare',
  'DELETE /api/app/employee-care/{tab}/{id}': 'HRM.EmployeeCare.Delete',
  'POST /api/app/new-user/entry': 'HRM.EntryManagement.Create',
  'DELETE /api/app/new-user/entry': 'HRM.EntryManagement.Delete',
  'GET /api/app/new-user/new-user-basic-list': 'HRM.EntryManagement',
  'POST /api/app/new-user/examine-info-by-id': 'HRM.EntryManagement.Check',
  'GET /api/app/users/user-by-nick-name': 'answers only whether a nickname is free',
  'POST /api/app/approval/wait-list': 'RelationId is an approval type; the lists hold only the caller’s processes',
  'POST /api/app/approval/finish-list': 'as wait-list',
  'POST /api/app/approval/self-list': 'as wait-list',
  'POST /api/app/approval/read-list': 'as wait-list',
  'POST /api/app/approval/all-list': 'as wait-list',
  'POST /api/app/approval-config/get-config-by-condition': 'an approval type',
  'POST /api/app/approval/approval-print-wait': 'as wait-list: prints only the caller’s pending processes',
  'GET /api/app/knowledge-type/knowledge-type-list': 'Knowledge.Category: categories are shared',
  'POST /api/app/knowledge-type/knowledge-type': 'Knowledge.Category.Create / Update',
  'POST /api/app/knowledge-type/{id}/knowledge-type-is-show': 'Knowledge.Category.Update',
  'POST /api/app/knowledge-type/{id}/delete-knowledge-type': 'Knowledge.Category.Delete',
  'GET /api/app/knowledge-teacher/knowledge-teacher': 'Knowledge.Teacher: teachers are shared',
  'POST /api/app/knowledge-teacher/knowledge-teacher': 'Knowledge.Teacher.Create / Update',
  'POST /api/app/knowledge-teacher/{id}/knowledge-teacher-is-show': 'Knowledge.Teacher.Update',
  'POST /api/app/knowledge-teacher/{id}/delete-knowledge-teacher': 'Knowledge.Teacher.Delete',
  'GET /api/app/approval-type/types': 'OA.ApprovalType: GroupId is a group of the shared catalogue',
  'POST /api/app/approval-type/types': 'OA.ApprovalType.Create: Id is read-only, a new type',
  'POST /api/app/approval-type/groups': 'OA.ApprovalType.Create: Id is read-only, a new group',
  'GET /api/app/approval-type/types/{id}': 'OA.ApprovalType: approval types are shared',
  'PUT /api/app/approval-type/types/{id}': 'OA.ApprovalType.Update',
  'DELETE /api/app/approval-type/types/{id}': 'OA.ApprovalType.Delete',
  'GET /api/app/approval-type/groups/{id}': 'OA.ApprovalType: groups are shared',
  'PUT /api/app/approval-type/groups/{id}': 'OA.ApprovalType.Update',
  'DELETE /api/app/approval-type/groups/{id}': 'OA.ApprovalType.Delete',
  'GET /api/app/approval-type/types/{id}/form': 'OA.ApprovalType: approval types are shared',
  'PUT /api/app/approval-type/types/{id}/form': 'OA.ApprovalType.Form',
  'GET /api/app/approval-type/types/{id}/flows': 'OA.ApprovalType: approval types are shared',
  'PUT /api/app/approval-type/types/{id}/flows': 'OA.ApprovalType.Flow',
  'GET /api/app/approval-type/types/{id}/condition-fields': 'OA.ApprovalType: approval types are shared',
  'DELETE /api/app/approval-type/types/{id}/flows/{flowId}': 'OA.ApprovalType.Flow: a flow of another type is 404',
  'GET /api/app/knowledge-user-lession/types-by-parent': 'Knowledge.Learn: shown categories are everyone’s, a hidden one is 404',
  'GET /api/app/knowledge-user-lession/index-lessions': 'Knowledge.Learn: shown categories and courses',
  'GET /api/app/knowledge-user-lession/lessions': 'Knowledge.Learn: shown categories and courses',
  'GET /api/app/knowledge-user-lession/teacher-detail/{id}': 'Knowledge.Learn: shown teachers',
  'GET /api/app/knowledge-user-lession/teacher-lessions': 'Knowledge.Learn: shown teachers and courses; the progress in Files is the caller’s own',
  'GET /api/app/knowledge-user-lession/lession-files/{id}': 'Knowledge.Learn: shown courses; the progress is the caller’s own',
  'GET /api/app/knowledge-lession/knowledge-lession': 'Knowledge.Course: courses are shared (TeacherId filters)',
  'GET /api/app/knowledge-lession/knowledge-lession-detail/{id}': 'Knowledge.Course',
  'POST /api/app/knowledge-lession/knowledge-lession': 'Knowledge.Course.Create/Update',
  'POST /api/app/knowledge-lession/{id}/knowledge-lession-is-show': 'Knowledge.Course.Update',
  'POST /api/app/knowledge-lession/{id}/delete-knowledge-lession': 'Knowledge.Course.Delete',
  'GET /api/app/knowledge-lession/export-knowledge-lession': 'Knowledge.Course.Export',
  'POST /api/app/know/save-activity-management': 'Publish.Activity.Create / Update: activities are the company’s public dynamics',
  'POST /api/app/know/delete-activity-management': 'Publish.Activity.Delete',
  'GET /api/app/know/idBoxContent/get-company-regulation-by-id/{id}': 'signed in: regulations are the company’s rules for everyone',
  'POST /api/app/know/get-hROrganization-by-user-id/{id}': 'signed in: the company directory card (name, work number, department, position; no phone, e-mail or file data)',
  'GET /api/app/system-message/messages-list': 'TypeId names a column; the list holds what the caller may read',
  'GET /api/app/system-message/user-messages': 'TypeId names a column; the list is the caller’s own inbox',
  'POST /api/app/system-message/message-type': 'Publish.Column.Create / Update: columns are shared',
  'POST /api/app/system-message/delete-message-type/{id}': 'Publish.Column.Delete: columns are shared',
}

/** The onboarding wizard of new hire NH002 through `?workno=` (HRM.EntryInfo without HR). */
const entryRoute = (key: string) => key.includes(' /api/app/new-user/') && !(key in WIDE) && !key.endsWith('/new-user-basic-list')

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>
}

function idTakingOperations(doc: OpenApi): string[] {
  const keys: string[] = []
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).some((p) => p.in === 'path' || /id$|workno|url$/i.test(p.name))
      const body = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}).some((k) => /^(id|ids|userid|processid|precessid|approvalid|workno|relationid)$/i.test(k))
      if (params || body) keys.push(`${method.toUpperCase()} ${path}`)
    }
  return keys
}

describe("another person's id", () => {
  it('every id-taking operation is either scoped to its owner or covers everyone by its permission', async () => {
    const doc = (await h.call('GET', '/api/docs/json')).body as unknown as OpenApi
    const keys = idTakingOperations(doc)
    expect(keys.length).toBeGreaterThanOrEqual(60)
    const unclassified = keys.filter((k) => !(k in OWNED) && !(k in WIDE) && !entryRoute(k) && k !== 'PUT /api/app/my-profile')
    expect(unclassified).toEqual([])
    for (const k of Object.keys(OWNED)) expect(keys).toContain(k)
  })

  it.each(Object.keys(OWNED))('%s with E0002’s id answers 404 and changes nothing', async (key) => {
    const res = await OWNED[key]()
    expect({ key, status: res.status }).toEqual({ key, status: 404 })
  })

  it('the owner still reaches each of them (the ids are real)', async () => {
    const e2 = await h.tokenFor('E0002')
    expect((await h.call('GET', `/download-file?id=${owner.files.id}`, { token: e2 })).status).toBe(200)
    expect((await h.call('POST', `/api/app/approval/approval-load?relationId=&processId=${owner.process}`, { token: e2 })).status).toBe(200)
    expect((await h.call('POST', `/api/app/messages/${owner.message}/read`, { token: e2 })).status).toBe(200)
    expect((await h.call('GET', `/api/app/file/media-url?fileUrl=${encodeURIComponent(owner.files.url)}`, { token: e2 })).status).toBe(200)
    expect((await h.call('POST', `/api/app/approval/approval-print/${owner.process}`, { token: e2 })).status).toBe(200)
    expect((await h.call('GET', `/api/app/system-message/user-message-detail/${owner.announcement}`, { token: e2 })).status).toBe(200)
  })

  it('every onboarding route with a new hire’s work number answers 404 入职信息不存在 to another new hire', async () => {
    const doc = (await h.call('GET', '/api/docs/json')).body as unknown as OpenApi
    const routes = idTakingOperations(doc).filter(entryRoute)
    expect(routes.length).toBeGreaterThanOrEqual(20)
    const nh1 = await h.tokenFor('NH001')
    for (const key of routes) {
      const [method, path] = key.split(' ')
      const res = await h.call(method as 'GET', `${path}?workno=NH002`, { token: nh1, body: method === 'GET' ? undefined : {} })
      expect({ key, status: res.status, message: res.body.Message }).toEqual({ key, status: 404, message: '入职信息不存在' })
    }
  })

  it('my-profile ignores an Id and WorkNo in the body: only the caller’s own record changes', async () => {
    const mine = (await h.call<Record<string, unknown>>('GET', '/api/app/my-profile', { token: actor })).body.Data
    const res = await h.call('PUT', '/api/app/my-profile', { token: actor, body: { ...mine, Id: owner.userId, WorkNo: 'E0002', Name: '冒名' } })
    expect(res.status).toBe(200)
    const [e2] = await h.db.select({ name: users.name }).from(users).where(eq(users.id, owner.userId))
    expect(e2.name).not.toBe('冒名')
    const [x] = await h.db.select({ name: users.name }).from(users).where(eq(users.userName, 'X0001'))
    expect(x.name).toBe('冒名')
  })
})
