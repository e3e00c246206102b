/**
 * Onboarding seed (docs/contracts.md "Onboarding" > "Demo seed"): the static role 新员工 at every
 * start; with seedDemo, once (while `entries` is empty), new hires in each entry status.
 */
import { and, asc, eq } from 'drizzle-orm'
import { NEW_HIRE_PERMISSIONS, NEW_HIRE_ROLE, UPLOAD_ITEMS, fileUrl } from '../modules/entry/data'
import type { FileStorage } from '../storage'
import { withCheckDigit } from '../../common/id-number'
import { storeDemoPng } from './demo-papers'
import { approve } from '../modules/entry/service'
import { ADMIN_WORK_NO } from '../modules/identity/admin'
import { createUser } from '../modules/identity/accounts'
import { grantAll } from '../permissions/grant'
import { areas, departments, entries, hrParams, positions, roles, subjects, users, workingPlaces } from '../db/schema'
import type { Executor } from '../db/types'
import type { DemoCredentials, DemoGroup } from './types'

/** With demo credentials, the demo new hires too; answers the accounts it created. */
export async function seedEntry(tx: Executor, options: { demo?: DemoCredentials; storage?: FileStorage }): Promise<DemoGroup | undefined> {
  await tx.insert(roles).values({ name: NEW_HIRE_ROLE, isStatic: true }).onConflictDoNothing()
  await tx.update(roles).set({ isStatic: true }).where(eq(roles.name, NEW_HIRE_ROLE))
  await grantAll(tx, 'R', NEW_HIRE_ROLE, NEW_HIRE_PERMISSIONS)
  if (options.demo && (await tx.select({ id: entries.userId }).from(entries).limit(1)).length === 0) {
    const created = await seedEntryDemo(tx, options.demo.passwordHash, options.storage)
    return { label: `new hires (role ${NEW_HIRE_ROLE}; NH005 approved, an employee)`, userNames: created }
  }
}

const DEMO = [
  { workNo: 'NH001', name: '新一', phone: '13900000001', status: 0, step: 1 },
  { workNo: 'NH002', name: '新二', phone: '13900000002', status: 0, step: 3 },
  { workNo: 'NH003', name: '新三', phone: '13900000003', status: 3, step: 5 },
  { workNo: 'NH004', name: '新四', phone: '13900000004', status: 2, step: 5, remark: '身份证照片不清晰' },
  { workNo: 'NH005', name: '新五', phone: '13900000005', status: 1, step: 5 },
]

/** The required papers (DataType 1-4 of UPLOAD_ITEMS) of an entry that has reached step 5, as stored demo images. */
async function demoUploads(tx: Executor, storage: FileStorage, ownerId: string): Promise<Record<string, { PhotoId: string; PhotoName: string }>> {
  const out: Record<string, { PhotoId: string; PhotoName: string }> = {}
  const colours: [number, number, number][] = [[64, 120, 200], [90, 150, 90], [200, 140, 60], [150, 90, 160]]
  for (const [i, item] of UPLOAD_ITEMS.filter((u) => u.MainId === 1).entries()) {
    const name = `${item.Name}.png`
    out[String(item.DataType)] = { PhotoId: await storeDemoPng(tx, storage, ownerId, name, colours[i % colours.length]), PhotoName: name }
  }
  return out
}

async function seedEntryDemo(tx: Executor, passwordHash: string, storage?: FileStorage): Promise<string[]> {
  const [org] = await tx.select({ id: subjects.id }).from(subjects).orderBy(asc(subjects.sort)).limit(1)
  const [dep] = await tx.select({ id: departments.id }).from(departments).orderBy(asc(departments.sort)).limit(1)
  const [pos] = await tx.select({ id: positions.id }).from(positions).orderBy(asc(positions.sort)).limit(1)
  const [work] = await tx.select({ id: workingPlaces.id }).from(workingPlaces).limit(1)
  const [level] = await tx.select({ name: hrParams.name }).from(hrParams).where(eq(hrParams.key, 'jibie')).limit(1)
  const [prov] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.level, 1)).orderBy(asc(areas.id)).limit(1)
  const [city] = prov ? await tx.select({ id: areas.id }).from(areas).where(and(eq(areas.parentId, prov.id))).orderBy(asc(areas.id)).limit(1) : []
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, NEW_HIRE_ROLE))
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, ADMIN_WORK_NO))
  if (!org || !dep || !pos || !work || !level || !city || !role) return []
  const created: string[] = []
  for (const [i, d] of DEMO.entries()) {
    if ((await tx.select({ id: users.id }).from(users).where(eq(users.userName, d.workNo))).length) continue
    const userId = await createUser(tx, {
      userName: d.workNo, password: '', passwordHash, realName: d.name, surname: d.name[0], name: d.name.slice(1), phoneNumber: d.phone,
      departmentId: dep.id, positionId: pos.id, roleIds: [role.id],
    })
    created.push(d.workNo)
    const basic: Record<string, unknown> = { RealName: d.name, Phone: d.phone, OrgId: org.id, DepId: dep.id, PositionId: pos.id, InsertType: 1 }
    if (d.step > 1)
      Object.assign(basic, {
        Photo: '', NickName: `${d.workNo}昵称`, Sex: i % 2, WorkId: work.id, WorkLevel: level.name, Married: 0, Politics: 0, NativePlace: '北京', Ethnic: '汉族',
        Birthday: '1998-05-20', DateOfBirthTime: '1998-05-20', Height: 170, Age: new Date().getFullYear() - 1998, Weight: 60.5, BloodType: 'A型', Education: '本科',
        EntryTime: new Date().toISOString().slice(0, 10), EMails: `${d.workNo.toLowerCase()}@example.com`, QQ: `wx_${d.workNo.toLowerCase()}`,
        IdNo: withCheckDigit(`11010119980520${String(100 + i)}`), CardName: d.name, CardNo: `62220200000000${String(10000 + i)}`, CardAddress: '北京分行',
        SocialPaymentTime: '2024-01-01', HouseholdNature: '本地城镇(主城区)', Character: '开朗', Specialty: '编程',
        HouseholdProvinceId: prov.id, HouseholdCityId: city.id, HouseholdAddress: '某街道1号', NowProvinceId: prov.id, NowCityId: city.id,
        NowProvinceAddress: '某街道2号', HouseProvinceId: prov.id, HouseCityId: city.id, HouseProvinceAddress: '某街道3号',
        UrgentNameOne: '家人', UrgentNameOnePhone: '13700000000',
      })
    const edu = [{ Id: crypto.randomUUID(), StartTime: '2016-09-01', EndTime: '2020-06-30', School: '示例大学', Specialty: '计算机', Honor: '', EnglishLevel: '四级', ComputerLevel: '二级', Skill: '' }]
    const work3 = [{ Id: crypto.randomUUID(), StartTime: '2020-07-01', EndTime: '2024-06-30', CompanyName: '示例公司', Treatment: '8000', TreatmentPost: '研发部工程师', ReasonForLeave: '个人发展' }]
    const fam = [{ Id: crypto.randomUUID(), Name: '家人', Realtion: '父亲', WorkUnit: '示例单位', WorkPlace: '北京', Phone: '13700000000' }]
    const done = d.step >= 5
    // without a file storage (the API tests' template database) the demo has no papers
    const uploads = done && storage ? await demoUploads(tx, storage, userId) : {}
    if (done && storage) {
      const photo = await storeDemoPng(tx, storage, userId, '一寸照.png', [220, 220, 235])
      Object.assign(basic, { Photo: fileUrl(photo), PhotoName: '一寸照.png' })
    }
    const [e] = await tx
      .insert(entries)
      .values({
        userId, status: d.status, step: d.step, remark: d.remark ?? '', orgId: org.id, basic, basicSaved: d.step > 1,
        education: d.step > 2 ? edu : null, workHistory: done ? work3 : null, family: done ? fam : null, uploads,
        submitTime: done ? new Date() : null, checkTime: d.status === 1 || d.status === 2 ? new Date() : null, checkerId: d.status === 1 || d.status === 2 ? admin?.id : null,
      })
      .returning()
    if (d.status === 1) await approve(tx, userId, e, { id: admin?.id ?? userId, name: '系统管理员' })
  }
  return created
}
