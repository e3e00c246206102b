/**
 * The employee file editor (docs/contracts.md "Employee files", "Editing the employee file"):
 * GET answers the editable fields of one person, PUT writes them (users + employees in one
 * transaction, a career entry when the department or the position changes). Status, work number
 * and the subject fields are not edited here: moves, the account setting and the subject dialog
 * own them.
 */
import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { fieldRule } from '../../../common/entity-fields'
import { dayOf, fieldMessage, isEmpty, rules } from '../../../common/rules'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { callerHolds, userOf } from '../../auth/policy'
import { departments, employeeCareers, employees, hrParams, positions, users, workingPlaces } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, fail, MESSAGES, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { idParams, type IdParams } from '../../http/params'
import { newStamp, updateStamped } from '../../http/stamp'
import { audit, byRequest, changedFields } from '../audit/log'
import { entityBody } from '../../http/validation'
import { employeeDetailRow, HR_MESSAGES, realNameOf, sexOf, type DetailRow } from './queries'
import { operatorOf } from './moves'

export const employeeEntity = entities.employee

/** The fields the PUT writes (any others in the body are ignored). */
export const EDITABLE = [
  'RealName',
  'NickName',
  'Sex',
  'DateOfBirthTime',
  'IdNo',
  'Married',
  'Politics',
  'NativePlace',
  'Ethnic',
  'Education',
  'Height',
  'Weight',
  'BloodType',
  'Specialty',
  'Character',
  'PhoneNumber',
  'EMails',
  'QQ',
  'CardName',
  'CardNo',
  'CardAddress',
  'DepId',
  'PositionId',
  'WorkLevel',
  'WorkId',
  'JoinTime',
  'ToWorkTime',
  'WorkerTime',
  'EntryTime',
  'FileTime',
  'PositionLevel',
  'MajorAreas',
  'Responsibility',
] as const satisfies readonly (keyof EntityValue<'employee'>)[]
type Editable = (typeof EDITABLE)[number]

export const FILE_MESSAGES = {
  department: '部门不存在',
  position: '岗位不存在',
  workPlace: '办公地点不存在',
  level: '级别不存在',
  noStamp: MESSAGES.noStamp,
} as const


const tags = ['employee-files']
const employeeId = idParams('id', '员工编号')
const labelOf = (field: string) => fieldRule(employeeEntity, field).label
const failField = (field: string, message: string) => fail(field, fieldMessage(labelOf(field), message))

async function readFile(db: Executor, id: string) {
  return UUID.test(id) ? employeeDetailRow(db, eq(users.id, id)) : undefined
}
type FileRow = DetailRow

/** The answer of GET (and of a successful PUT): `IdNo`/`CardNo` only for `secrets`. */
export function fileDto(r: FileRow, secrets: boolean) {
  return {
    Id: r.id,
    WorkNo: r.userName,
    RealName: realNameOf(r),
    NickName: r.nickName,
    Sex: sexOf(r.gender),
    DateOfBirthTime: r.birth,
    IdNo: secrets ? r.idNo : '',
    Married: r.married,
    Politics: r.politics,
    NativePlace: r.nativePlace,
    Ethnic: r.ethnic,
    Education: r.education || null,
    Height: r.height,
    Weight: r.weight,
    BloodType: r.bloodType || null,
    Specialty: r.specialty,
    Character: r.character,
    PhoneNumber: r.phone,
    EMails: r.email,
    QQ: r.qq,
    CardName: r.cardName,
    CardNo: secrets ? r.cardNo : '',
    CardAddress: r.cardAddress,
    DepId: r.depId,
    DepName: r.depName ?? '',
    PositionId: r.positionId,
    PositionName: r.positionName ?? '',
    WorkLevel: r.workLevel || null,
    WorkId: r.workId,
    JoinTime: r.joinTime,
    ToWorkTime: r.toWorkTime,
    WorkerTime: r.workerTime,
    EntryTime: r.entryTime,
    FileTime: r.fileTime,
    PositionLevel: r.positionLevel,
    MajorAreas: r.majorAreas,
    Responsibility: r.responsibility,
    ConcurrencyStamp: r.stamp,
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v))
const day = (v: unknown) => (isEmpty(v) ? null : (dayOf(v) ?? null))
const num = (v: unknown) => (isEmpty(v) ? null : Number(v))

/** What a save changed, by answer field; the ID and bank card numbers only as '***'. */
function fileChanges(current: FileRow, input: Record<string, unknown>): Record<string, unknown> {
  const { ConcurrencyStamp: _stamp, ...fields } = input
  const changes = changedFields(fileDto(current, true), fields)
  for (const k of ['IdNo', 'CardNo']) if (k in changes) changes[k] = '***'
  return changes
}

export function employeeFileRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<IdParams>(
      '/api/app/users/:id/employee-file',
      {
        config: { permission: 'HRM.EmployeeFile' },
        schema: { tags, summary: '员工档案（编辑用；身份证号、银行卡号仅对 HRM.EmployeeFile.Update 可见）', params: employeeId },
      },
      async (request) => {
        const row = await readFile(ctx.db, request.params.id)
        if (!row) throw new ApiError(404, HR_MESSAGES.notFound)
        const secrets = await callerHolds(request, ['HRM.EmployeeFile.Update'])
        if (row.id !== userOf(request).id) await audit(ctx.db, { ...byRequest(request), action: 'read', targetType: 'employee', targetId: row.id, targetName: row.userName })
        return ok(fileDto(row, secrets))
      },
    )

    app.put<IdParams & { Body: Partial<Pick<EntityValue<'employee'>, Editable>> & { ConcurrencyStamp?: string } }>(
      '/api/app/users/:id/employee-file',
      {
        config: { permission: 'HRM.EmployeeFile.Update' },
        schema: {
          tags,
          summary: '编辑员工档案（只写给出的字段；不改状态、工号和主体；部门或岗位变化记入职场历程）',
          params: employeeId,
          body: entityBody(employeeEntity, { partial: true, pick: EDITABLE, stamped: true }),
        },
      },
      async (request) => {
        const { ConcurrencyStamp: stamp, ...input } = request.body

        const current = await readFile(ctx.db, request.params.id)
        if (!current) throw new ApiError(404, HR_MESSAGES.notFound)
        // WorkerTime not before JoinTime, also when only one of the two is given.
        const join = 'JoinTime' in input ? day(input.JoinTime) : current.joinTime
        const worker = 'WorkerTime' in input ? day(input.WorkerTime) : current.workerTime
        if (join && worker && worker < join && ('JoinTime' in input || 'WorkerTime' in input)) throw failField('WorkerTime', rules.kinds.date.messages.after ?? '')

        // References: unknown ones are a 400 naming the field.
        const uuidOrNull = (value: unknown, field: string, message: string) => {
          if (isEmpty(value)) return null
          if (typeof value !== 'string' || !UUID.test(value)) throw fail(field, message)
          return value
        }
        const depId = 'DepId' in input ? uuidOrNull(input.DepId, 'DepId', FILE_MESSAGES.department) : current.depId
        const positionId = 'PositionId' in input ? uuidOrNull(input.PositionId, 'PositionId', FILE_MESSAGES.position) : current.positionId
        const workId = 'WorkId' in input ? uuidOrNull(input.WorkId, 'WorkId', FILE_MESSAGES.workPlace) : current.workId
        const [dep] = depId ? await ctx.db.select({ name: departments.name }).from(departments).where(eq(departments.id, depId)) : [undefined]
        if (depId && !dep) throw fail('DepId', FILE_MESSAGES.department)
        const [pos] = positionId ? await ctx.db.select({ name: positions.name }).from(positions).where(eq(positions.id, positionId)) : [undefined]
        if (positionId && !pos) throw fail('PositionId', FILE_MESSAGES.position)
        if (workId && 'WorkId' in input && !(await ctx.db.select({ id: workingPlaces.id }).from(workingPlaces).where(eq(workingPlaces.id, workId))).length)
          throw fail('WorkId', FILE_MESSAGES.workPlace)
        if ('WorkLevel' in input && !isEmpty(input.WorkLevel)) {
          const levels = await ctx.db.select({ name: hrParams.name }).from(hrParams).where(and(eq(hrParams.key, 'jibie'), inArray(hrParams.name, [text(input.WorkLevel)])))
          if (!levels.length) throw fail('WorkLevel', FILE_MESSAGES.level)
        }

        // users: only the given fields
        const userSet: Partial<typeof users.$inferInsert> = {}
        if ('RealName' in input) {
          const real = text(input.RealName)
          if (real !== realNameOf(current)) Object.assign(userSet, { realName: real, surname: [...real][0] ?? '', name: [...real].slice(1).join('') })
        }
        if ('NickName' in input) userSet.nickName = text(input.NickName)
        if ('Sex' in input) userSet.gender = input.Sex === 1 ? 1 : 2
        if ('PhoneNumber' in input) userSet.phoneNumber = text(input.PhoneNumber)
        if ('EMails' in input) userSet.email = text(input.EMails)
        if ('DepId' in input) userSet.departmentId = depId
        if ('PositionId' in input) userSet.positionId = positionId

        const empSet: Partial<typeof employees.$inferInsert> = {}
        const texts: [Editable, keyof typeof employees.$inferInsert][] = [
          ['IdNo', 'idNo'],
          ['NativePlace', 'nativePlace'],
          ['Ethnic', 'ethnic'],
          ['Education', 'education'],
          ['BloodType', 'bloodType'],
          ['Specialty', 'specialty'],
          ['Character', 'character'],
          ['QQ', 'qq'],
          ['CardName', 'cardName'],
          ['CardNo', 'cardNo'],
          ['CardAddress', 'cardAddress'],
          ['WorkLevel', 'workLevel'],
          ['MajorAreas', 'majorAreas'],
          ['Responsibility', 'responsibility'],
        ]
        for (const [field, col] of texts) if (field in input) (empSet as Record<string, unknown>)[col] = text(input[field])
        const dates: [Editable, keyof typeof employees.$inferInsert][] = [
          ['DateOfBirthTime', 'dateOfBirthTime'],
          ['JoinTime', 'joinTime'],
          ['ToWorkTime', 'toWorkTime'],
          ['WorkerTime', 'workerTime'],
          ['EntryTime', 'entryTime'],
          ['FileTime', 'fileTime'],
        ]
        for (const [field, col] of dates) if (field in input) (empSet as Record<string, unknown>)[col] = day(input[field])
        for (const [field, col] of [['Married', 'married'], ['Politics', 'politics'], ['Height', 'height'], ['Weight', 'weight']] as const)
          if (field in input) empSet[col] = num(input[field])
        if ('PositionLevel' in input && !isEmpty(input.PositionLevel)) empSet.positionLevel = Number(input.PositionLevel)
        if ('WorkId' in input) empSet.workingPlaceId = workId

        const depChanged = 'DepId' in input && depId !== current.depId
        const posChanged = 'PositionId' in input && positionId !== current.positionId
        const operator = await operatorOf(ctx.db, request)
        const id = current.id
        await ctx.db.transaction(async (tx) => {
          await updateStamped(tx, employees, eq(employees.userId, id), stamp, empSet)
          await audit(tx, { ...byRequest(request), action: 'update', targetType: 'employee', targetId: id, targetName: current.userName, changes: fileChanges(current, input) })
          await tx
            .update(users)
            .set({ ...userSet, concurrencyStamp: newStamp() })
            .where(eq(users.id, id))

          if (depChanged || posChanged) {
            const none = '无'
            const parts = [
              depChanged && `调部门：${current.depName || none} → ${dep?.name || none}`,
              posChanged && `调岗：${current.positionName || none} → ${pos?.name || none}`,
            ].filter(Boolean)
            await tx.insert(employeeCareers).values({
              userId: id,
              kind: 'position',
              fromPosition: current.positionName ?? '',
              toPosition: pos?.name ?? '',
              remark: parts.join('；'),
              operatorId: operator.id,
              operatorName: operator.name,
            })
          }
        })
        const after = (await readFile(ctx.db, id))!
        return ok(fileDto(after, true))
      },
    )
  }
}
