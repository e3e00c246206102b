/** Onboarding API (docs/contracts.md "Onboarding"): entry records, wizard steps, submit, review, state rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { areas, departments, hrParams, positions, subjects, workingPlaces } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { userWith, type EmployeeRow, type Page } from './hr-fixtures'
import { multipart, SAMPLES } from './multipart'

let h: Harness
let admin: string
let hire: string
let hirePassword: string
let ids: Record<string, string>
let fileId: string
const P = '/api/app/new-user'

/** Uploads a small PNG as the token's user; the file's id. */
async function upload(token: string, name: string): Promise<string> {
  const { payload, headers } = multipart(name, SAMPLES.png)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return (res.json() as { Data: { Id: string } }).Data.Id
}

const download = async (token: string, id: string) => (await h.app.inject({ method: 'GET', url: `/download-file?id=${id}`, headers: { authorization: `Bearer ${token}` } })).statusCode

async function lookups() {
  const [org] = await h.db.select({ id: subjects.id }).from(subjects).limit(1)
  const [dep] = await h.db.select({ id: departments.id }).from(departments).limit(1)
  const [pos] = await h.db.select({ id: positions.id }).from(positions).limit(1)
  const [work] = await h.db.select({ id: workingPlaces.id }).from(workingPlaces).limit(1)
  const [level] = await h.db.select({ name: hrParams.name }).from(hrParams).where(eq(hrParams.key, 'jibie')).limit(1)
  const [prov] = await h.db.select({ id: areas.id }).from(areas).where(eq(areas.level, 1)).orderBy(asc(areas.id)).limit(1)
  const [city] = await h.db.select({ id: areas.id }).from(areas).where(and(eq(areas.parentId, prov.id))).limit(1)
  const [other] = await h.db.select({ id: areas.id }).from(areas).where(eq(areas.level, 2)).orderBy(asc(areas.id)).limit(100)
  return { org: org.id, dep: dep.id, pos: pos.id, work: work.id, level: level.name, prov: prov.id, city: city.id, other: other.id }
}

const basic = (over: Record<string, unknown> = {}) => ({
  Photo: `/download-file?id=${fileId}`, PhotoName: 'me.png', RealName: '王新', NickName: '新人小王', Sex: 1, OrgId: ids.org, DepId: ids.dep, PositionId: ids.pos,
  WorkId: ids.work, WorkLevel: ids.level, Married: 0, Politics: 1, NativePlace: '湖南', Ethnic: '汉族', Birthday: '1995-03-04', DateOfBirthTime: '1995-03-04',
  Height: 175, Age: 30, Weight: 65.456, BloodType: 'AB型', Education: '硕士', EntryTime: '2025-01-02', EMails: 'w@example.com', QQ: 'wx_wang1',
  IdNo: '110101199503041233', Phone: '13812345678', CardName: '王新', CardNo: '6222021234567890', CardAddress: '长沙支行', SocialPaymentTime: '2025-01-01',
  HouseholdNature: '外地城镇(省外)', Character: '稳重', Specialty: '写代码', HouseholdProvinceId: ids.prov, HouseholdCityId: ids.city, HouseholdAddress: '一路1号',
  NowProvinceId: ids.prov, NowCityId: ids.city, NowProvinceAddress: '二路2号', HouseProvinceId: ids.prov, HouseCityId: ids.city, HouseProvinceAddress: '三路3号',
  UrgentNameOne: '王父', UrgentNameOnePhone: '13700001111', ...over,
})
const edu = (n = 1) => Array.from({ length: n }, (_, i) => ({ StartTime: '2013-09-01', EndTime: '2017-06-30', School: `大学${i}`, Specialty: '计算机', EnglishLevel: '六级', ComputerLevel: '二级' }))
const work = (n = 1) => Array.from({ length: n }, (_, i) => ({ StartTime: '2017-07-01', EndTime: '2024-12-31', CompanyName: `公司${i}`, Treatment: '1万', TreatmentPost: '研发工程师', ReasonForLeave: '发展' }))
const fam = (n = 1) => Array.from({ length: n }, (_, i) => ({ Name: `家人${i}`, Realtion: '父亲', WorkUnit: '单位', WorkPlace: '长沙', Phone: '13700001111' }))

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  ids = await lookups()
}, 60_000)
afterAll(() => h.close())

describe('entry records', () => {
  it('HR creates an entry; the new hire signs in and sees only the entry page', async () => {
    const bad = await h.call('POST', `${P}/entry`, { token: admin, body: { WorkNo: 'X-1', RealName: '王新', PhoneNumber: '123', OrgId: ids.org, DepId: ids.dep } })
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toBe('工号只能包含字母和数字')
    const res = await h.call<{ Password: string; Status: number; OrgName: string }>('POST', `${P}/entry`, { token: admin, body: { WorkNo: 'T0001', RealName: '王新', PhoneNumber: '13812345678', OrgId: ids.org, DepId: ids.dep } })
    expect(res.status).toBe(200)
    expect(res.body.Data.Status).toBe(0)
    expect(res.body.Data.OrgName).not.toBe('')
    const dup = await h.call('POST', `${P}/entry`, { token: admin, body: { WorkNo: 'T0001', RealName: '王新', PhoneNumber: '13812345678', OrgId: ids.org, DepId: ids.dep } })
    expect(dup.body.Message).toBe('工号已存在')
    hirePassword = res.body.Data.Password
    hire = await h.signIn('T0001', hirePassword)
    fileId = await upload(hire, 'me.png')
    const menus = await h.call<{ Children: { Authority: string }[] }[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: hire })
    expect(menus.body.Data.flatMap((m) => m.Children.map((c) => c.Authority))).toEqual(['HRM.EntryInfo'])
    // not an employee yet
    const list = await h.call<Page<EmployeeRow>>('GET', '/api/app/users/user-list?Filter=T0001', { token: admin })
    expect(list.body.Data.TotalCount).toBe(0)
  })

  it('answers 401 anonymous, 403 without the permission, 404 for another new hire', async () => {
    expect((await h.call('GET', `${P}/new-user-basic`)).status).toBe(401)
    const plain = await userWith(h, 'ZZ01', [])
    expect((await h.call('GET', `${P}/new-user-basic?workno=T0001`, { token: plain })).status).toBe(403)
    expect((await h.call('GET', `${P}/new-user-basic-list`, { token: hire })).status).toBe(403)
    const other = await h.call('GET', `${P}/new-user-basic?workno=NH001`, { token: hire })
    expect([other.status, other.body.Message]).toEqual([404, '入职信息不存在'])
  })
})

describe('wizard', () => {
  it('step 1: each rule refuses naming the field and nothing is stored', async () => {
    // someone else's file as the photo (issue 13 s.1: HR's read rule on entry files would open it)
    const foreign = await upload(admin, 'not-mine.png')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Photo: `/download-file?id=${foreign}` }, 'Photo', '文件不存在'],
      [{ Photo: `/download-file?id=${foreign}&x=1` }, 'Photo', '文件不存在'],
      [{ RealName: '' }, 'RealName', '请输入姓名'],
      [{ Photo: '' }, 'Photo', '请上传本人一寸白底照片'],
      [{ Education: '小学' }, 'Education', '请选择学历'],
      [{ Married: 4 }, 'Married', '请选择婚姻状况'],
      [{ BloodType: 'C型' }, 'BloodType', '请选择血型'],
      [{ HouseholdNature: '外地' }, 'HouseholdNature', '请选择户口性质'],
      [{ Height: 139 }, 'Height', '身高：请输入140-210之间的数字'],
      [{ Age: 15 }, 'Age', '年龄：请输入16-65之间的整数'],
      [{ Weight: 201 }, 'Weight', '体重：请输入35-200之间的数字'],
      [{ EMails: 'a@b' }, 'EMails', '请输入正确的邮箱地址'],
      [{ IdNo: '123' }, 'IdNo', '请输入正确的身份证号码'],
      [{ IdNo: '110101199503041234' }, 'IdNo', '请输入正确的身份证号码'], // wrong GB 11643 check digit
      [{ IdNo: '990101199003071237' }, 'IdNo', '请输入正确的身份证号码'], // no such region
      [{ Phone: '12812345678' }, 'Phone', '请输入正确的手机号码'],
      [{ CardNo: '0123456789' }, 'CardNo', '请输入正确的银行卡号（10-30位数字，不能以0开头）'],
      [{ QQ: '1abcdef' }, 'QQ', '请输入正确的微信号（字母开头，6-20位字母、数字、下划线或减号）'],
      [{ NativePlace: 'x'.repeat(51) }, 'NativePlace', '籍贯：请输入1-50个字符'],
      [{ CardName: 'x'.repeat(31) }, 'CardName', '持卡人：请输入1-30个字符'],
      [{ Specialty: 'x'.repeat(301) }, 'Specialty', '特长：请输入1-300个字符'],
      [{ EntryTime: '1999-01-01' }, 'EntryTime', '入职时间：请选择2000-01-01至2035-12-30之间的日期'],
      [{ DateOfBirthTime: '2999-01-01' }, 'DateOfBirthTime', '出生日期：请选择正确的日期'],
      [{ UrgentNameTwoPhone: '123' }, 'UrgentNameTwoPhone', '紧急联系人2电话：请输入正确的手机号码'],
      [{ WorkId: crypto.randomUUID() }, 'WorkId', '办公地点不存在'],
      [{ HouseholdCityId: ids.other === ids.city ? 'nope' : ids.other }, 'HouseholdCityId', '城市不存在'],
      [{ NickName: '小张' }, 'NickName', '该昵称已被使用'],
      // the age comes from the birth year, so a birth year that makes it too young is refused under 年龄
      [{ DateOfBirthTime: `${new Date().getFullYear() - 10}-01-01`, Age: 30 }, 'Age', '年龄：请输入16-65之间的整数'],
    ]
    for (const [over, field, message] of cases) {
      const res = await h.call<{ Errors: { Field: string }[] }>('POST', `${P}/new-user-basic-data`, { token: hire, body: basic(over) })
      expect([res.status, res.body.Message, field]).toEqual([400, message, field])
      expect(res.body.Data.Errors[0].Field).toBe(field)
    }
    const read = await h.call<{ Step: number; Height: number | null }>('GET', `${P}/new-user-basic`, { token: hire })
    expect(read.body.Data.Step).toBe(1)
    expect(read.body.Data.Height).toBeNull()
  })

  it('nickname check', async () => {
    expect((await h.call('GET', '/api/app/users/user-by-nick-name?nickname=' + encodeURIComponent('小张'), { token: hire })).body.Message).toBe('该昵称已被使用')
    expect((await h.call('GET', '/api/app/users/user-by-nick-name?nickname=' + encodeURIComponent('独一无二'), { token: hire })).body.Data).toBe(true)
  })

  it('saves and reads every step; the furthest step is stored', async () => {
    const b = await h.call<Record<string, unknown>>('POST', `${P}/new-user-basic-data`, { token: hire, body: basic() })
    expect(b.status).toBe(200)
    // the client's Age (30) gives way to the current year minus the birth year (1995)
    expect(b.body.Data).toMatchObject({ Step: 2, Weight: 65.46, Age: new Date().getFullYear() - 1995, Education: '硕士', WorkNo: 'T0001', Status: 0 })
    expect(b.body.Data.WorkName).not.toBe('')
    expect(b.body.Data.HouseholdProvinceName).not.toBe('')
    const steps: [string, string, unknown[], number][] = [
      ['new-user-education-data', 'user-education-list', edu(2), 3],
      ['new-user-work-history-dto-data', 'user-work-history-list', work(1), 4],
      ['new-user-family-dto-data', 'user-family-list', fam(3), 5],
    ]
    for (const [save, read, rows, step] of steps) {
      const s = await h.call<unknown[]>('POST', `${P}/${save}`, { token: hire, body: rows })
      expect(s.status).toBe(200)
      const r = await h.call<{ Id: string }[]>('GET', `${P}/${read}`, { token: hire })
      expect(r.body.Data).toHaveLength(rows.length)
      expect(r.body.Data[0].Id).toBeTruthy()
      expect((await h.call<{ Step: number }>('GET', `${P}/new-user-basic`, { token: hire })).body.Data.Step).toBe(step)
    }
    // nick aliases answer the same
    expect((await h.call<unknown[]>('GET', `${P}/user-family-list-nick`, { token: hire })).body.Data).toHaveLength(3)
    // HR reads any record
    expect((await h.call<{ RealName: string }>('GET', `${P}/new-user-basic?workno=T0001`, { token: admin })).body.Data.RealName).toBe('王新')
  })

  it('array steps: over 10, empty, row rules; a refused save keeps what was stored', async () => {
    const over = [
      ['new-user-education-data', edu(11), '教育经验最多添加10条'],
      ['new-user-work-history-dto-data', work(11), '工作经历最多添加10条'],
      ['new-user-family-dto-data', fam(11), '家庭成员最多添加10个'],
      ['new-user-education-data', [], '请补充完信息'],
    ] as const
    for (const [url, rows, msg] of over) {
      const res = await h.call('POST', `${P}/${url}`, { token: hire, body: rows })
      expect([res.status, res.body.Message]).toEqual([400, msg])
    }
    const rowCases: [string, unknown, string, string][] = [
      ['new-user-education-data', [{ ...edu()[0], School: '' }], 'Items[0].School', '第1条：请输入学校'],
      ['new-user-education-data', [edu()[0], { ...edu()[0], StartTime: '2018-01-01' }], 'Items[1].StartTime', '第2条：开始时间不能大于结束时间'],
      ['new-user-education-data', [{ ...edu()[0], Honor: 'x'.repeat(51) }], 'Items[0].Honor', '第1条：荣誉：请输入1-50个字符'],
      ['new-user-work-history-dto-data', [{ ...work()[0], ReasonForLeave: ' ' }], 'Items[0].ReasonForLeave', '第1条：请输入离职原因'],
      ['new-user-family-dto-data', [{ ...fam()[0], Phone: '1' }], 'Items[0].Phone', '第1条：联系电话：请输入正确的手机号码'],
    ]
    for (const [url, rows, field, msg] of rowCases) {
      const res = await h.call<{ Errors: { Field: string; Message: string; Row?: number }[] }>('POST', `${P}/${url}`, { token: hire, body: rows })
      expect([res.status, res.body.Message, res.body.Data.Errors[0].Field]).toEqual([400, msg, field])
      // the row's error is structured: the bare message and the 0-based row; the envelope's Message adds 第N条
      const row = Number(/^第(\d+)条：/.exec(msg)![1]) - 1
      expect(res.body.Data.Errors[0]).toEqual({ Field: field, Message: msg.replace(/^第\d+条：/, ''), Row: row })
    }
    expect((await h.call<unknown[]>('GET', `${P}/user-education-list`, { token: hire })).body.Data).toHaveLength(2)
    expect((await h.call<unknown[]>('GET', `${P}/user-family-list`, { token: hire })).body.Data).toHaveLength(3)
    expect((await h.call('POST', `${P}/new-user-family-dto-data`, { token: hire, body: { Items: fam(10) } })).status).toBe(200)
  })

  it('submit needs the required uploads; then read-only for the new hire', async () => {
    const missing = await h.call('POST', `${P}/submit-new-user-data`, { token: hire, body: {} })
    expect(missing.body.Message).toBe('请补充完身份证正面、身份证反面、学历证书、银行卡资料')
    for (const t of [1, 2, 3]) {
      const r = await h.call<{ Status: number }[]>('POST', `${P}/new-user-data-son-single-dto-data?workno=T0001`, { token: hire, body: { DataType: t, PhotoId: fileId, PhotoName: 'a.png' } })
      expect(r.status).toBe(200)
    }
    expect((await h.call('POST', `${P}/new-user-data-son-single-dto-data`, { token: hire, body: { DataType: 4, PhotoId: crypto.randomUUID() } })).body.Message).toBe('文件不存在')
    expect((await h.call('POST', `${P}/submit-new-user-data`, { token: hire, body: {} })).body.Message).toBe('请补充完银行卡资料')
    await h.call('POST', `${P}/new-user-data-son-single-dto-data`, { token: hire, body: { DataType: 4, PhotoId: fileId } })
    const list = await h.call<{ StatusName: string; MainId: number }[]>('GET', `${P}/new-user-datalist`, { token: hire })
    expect(list.body.Data.map((i) => i.StatusName)).toEqual(['已上传', '已上传', '已上传', '已上传', '未上传', '未上传'])
    expect((await h.call<unknown[]>('GET', `${P}/user-data-son-list`, { token: hire })).body.Data).toHaveLength(4)
    const sub = await h.call<{ Status: number; Message: string }>('POST', `${P}/submit-new-user-data`, { token: hire, body: {} })
    expect(sub.body.Data).toEqual({ Status: 3, StatusName: '待审核', Message: '已提交，待审核' })
    expect((await h.call<{ CheckText: string }>('GET', `${P}/new-user-basic`, { token: hire })).body.Data.CheckText).toBe('已提交，待审核')
    for (const url of ['new-user-basic-data', 'new-user-education-data', 'new-user-family-dto-data', 'submit-new-user-data']) {
      const body = { 'new-user-basic-data': basic(), 'new-user-education-data': edu(), 'new-user-family-dto-data': fam(), 'submit-new-user-data': {} }[url]
      const res = await h.call('POST', `${P}/${url}`, { token: hire, body })
      expect([url, res.status, res.body.Message]).toEqual([url, 400, '已提交，待审核'])
    }
  })

  it('submit before all steps names the missing step', async () => {
    const n1 = await h.tokenFor('NH001')
    expect((await h.call('POST', `${P}/submit-new-user-data`, { token: n1, body: {} })).body.Message).toBe('请先完成基本信息')
  })
})

describe('review', () => {
  it('HR opens the papers a new hire attached; nobody else does, and nobody attaches a file that is not theirs', async () => {
    const checker = await userWith(h, 'CK02', ['HRM', 'HRM.EntryManagement', 'HRM.EntryManagement.Check'])
    const plain = await userWith(h, 'ZZ02', [])
    expect(await download(hire, fileId)).toBe(200)
    expect(await download(checker, fileId)).toBe(200)
    expect(await download(plain, fileId)).toBe(404)
    // a file of the hire's own that is attached to nothing stays private
    const loose = await upload(hire, 'loose.png')
    expect(await download(checker, loose)).toBe(404)
    // the hire cannot attach someone else's file (HR's read rule would otherwise open it)
    const n1 = await h.tokenFor('NH001')
    const foreign = await upload(plain, 'private.png')
    const res = await h.call('POST', `${P}/new-user-data-son-single-dto-data`, { token: n1, body: { DataType: 5, PhotoId: foreign } })
    expect([res.status, res.body.Message]).toEqual([400, '文件不存在'])
    expect(await download(checker, foreign)).toBe(404)
  })

  it('check list: masked phone, combined search, filters', async () => {
    const res = await h.call<Page<{ WorkNo: string; Phone: string; Status: number; OrgName: string }>>('GET', `${P}/new-user-basic-list?WorkNo=T0001`, { token: admin })
    expect(res.body.Data.TotalCount).toBe(1)
    expect(res.body.Data.Items[0]).toMatchObject({ WorkNo: 'T0001', Phone: '138****5678', Status: 3 })
    expect((await h.call<Page<unknown>>('GET', `${P}/new-user-basic-list?WorkNo=${encodeURIComponent('王新')}`, { token: admin })).body.Data.TotalCount).toBe(1)
    const s3 = await h.call<Page<{ Status: number }>>('GET', `${P}/new-user-basic-list?Status=3`, { token: admin })
    expect(s3.body.Data.Items.every((i) => i.Status === 3)).toBe(true)
    expect(JSON.stringify(res.body.Data)).not.toContain('13812345678')
  })

  it('disagree: reason required, visible, correction and resubmit', async () => {
    const checker = await userWith(h, 'CK01', ['HRM', 'HRM.EntryManagement', 'HRM.EntryManagement.Check'])
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: hire, body: { WorkNo: 'T0001', Status: 1 } })).status).toBe(403)
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: checker, body: { WorkNo: 'T0001' } })).body.Message).toBe('请选择是否同意')
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: checker, body: { WorkNo: 'T0001', Status: 2 } })).body.Message).toBe('请输入不同意的原因')
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: checker, body: { WorkNo: 'T0001', Status: 2, Remark: 'x'.repeat(201) } })).body.Message).toBe('原因：请输入1-200个字符')
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: checker, body: { WorkNo: 'T0001', Status: 2, Remark: '照片不清晰' } })).status).toBe(200)
    const read = await h.call<{ Status: number; CheckText: string }>('GET', `${P}/new-user-basic`, { token: hire })
    expect(read.body.Data).toMatchObject({ Status: 2, CheckText: '照片不清晰' })
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: checker, body: { WorkNo: 'T0001', Status: 1 } })).body.Message).toBe('只能审核待审核的入职信息')
    expect((await h.call('POST', `${P}/new-user-basic-data`, { token: hire, body: basic({ Height: 176 }) })).status).toBe(200)
    expect((await h.call<{ Status: number }>('POST', `${P}/submit-new-user-data`, { token: hire, body: {} })).body.Data.Status).toBe(3)
  })

  it('agree: the person is an employee in probation with an entry on the timeline', async () => {
    expect((await h.call('POST', `${P}/examine-info-by-id`, { token: admin, body: { WorkNo: 'T0001', Status: 1 } })).status).toBe(200)
    const list = await h.call<Page<EmployeeRow>>('GET', '/api/app/users/user-list?Filter=T0001', { token: admin })
    expect(list.body.Data.Items[0]).toMatchObject({ WorkNo: 'T0001', Status: 0, RealName: '王新', NickName: '新人小王', IsActive: true })
    const tl = await h.call<{ WorkPlacelist: { Kind: string; Remark: string }[] }>('GET', '/api/app/users/work-place-by-work-no?workno=T0001', { token: admin })
    expect(tl.body.Data.WorkPlacelist.some((e) => e.Kind === 'entry')).toBe(true)
    // the new employee holds the default roles instead of 新员工: the employee menus, not the entry page
    const employee = await h.signIn('T0001', hirePassword)
    const menus = await h.call<{ Children: { Authority: string }[] }[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: employee })
    const granted = menus.body.Data.flatMap((m) => m.Children.map((c) => c.Authority))
    expect(granted.length).toBeGreaterThan(0)
    expect(granted).not.toContain('HRM.EntryInfo')
    const detail = await h.call<{ Height: number; Education: string }>('GET', '/api/app/users/user-by-work-no?workno=T0001', { token: admin })
    expect(detail.body.Data).toMatchObject({ Height: 176, Education: '硕士' })
    expect((await h.call('POST', `${P}/new-user-basic-data?workno=T0001`, { token: admin, body: basic() })).body.Message).toBe('入职信息已审核通过，不能修改')
  })

  it('demo seed: an entry in each status', async () => {
    const res = await h.call<Page<{ WorkNo: string; Status: number }>>('GET', `${P}/new-user-basic-list?WorkNo=NH00&MaxResultCount=50`, { token: admin })
    expect(new Set(res.body.Data.Items.map((i) => i.Status))).toEqual(new Set([0, 1, 2, 3]))
  })
})
