/**
 * Status moves as checked state transitions (docs/contracts.md "Allowed status moves"). A move
 * writes the status, the move log and a career-timeline entry; callers run it inside their
 * transaction so a refused move changes nothing.
 */
import type { FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import { userOf } from '../../auth/policy'
import { revokeUserTokens } from '../../auth/tokens'
import { employeeCareers, employees, employeeStatusMoves, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest } from '../../http/envelope'
import { STATUS, STATUS_NAMES } from './queries'
import { audit, type AuditWho } from '../audit/log'

/** from -> the statuses it may move to */
export const ALLOWED_MOVES: Record<number, readonly number[]> = {
  [STATUS.probation]: [STATUS.departed, STATUS.blacklist],
  [STATUS.intern]: [STATUS.departed, STATUS.blacklist],
  [STATUS.regular]: [STATUS.departed, STATUS.blacklist],
  [STATUS.departed]: [STATUS.regular, STATUS.blacklist],
  [STATUS.blacklist]: [STATUS.regular, STATUS.departed],
}

export const isAllowed = (from: number, to: number) => ALLOWED_MOVES[from]?.includes(to) ?? false

export function refusedMessage(from: number, to: number): string {
  if (from === to) return `该员工已是${STATUS_NAMES[to]}`
  return `${STATUS_NAMES[from] ?? '未知状态'}不能变更为${STATUS_NAMES[to] ?? '未知状态'}`
}

export interface Operator {
  id: string
  name: string
  /** the operator's work number and address, for the audit log's '姓名(工号)' and 来源地址 */
  userName?: string
  clientAddress?: string
}

/** The operator as the actor of an audit event. */
export const operatorWho = (o: Operator): AuditWho => ({ actor: { id: o.id, userName: o.userName ?? o.name, realName: o.userName ? o.name : undefined }, clientAddress: o.clientAddress })

/** The signed-in caller as the operator of a move or an edit (name = real name, else work number). */
export async function operatorOf(db: Executor, request: FastifyRequest): Promise<Operator> {
  const me = userOf(request)
  const [u] = await db.select({ realName: users.realName, userName: users.userName }).from(users).where(eq(users.id, me.id))
  return { id: me.id, name: u?.realName || u?.userName || me.userName, userName: me.userName, clientAddress: request.ip }
}

export interface Move {
  userId: string
  from: number
  to: number
  reason: string
  leaveTime?: string | null
  operator: Operator
  /** extra remark prefix of the career entry */
  action?: string
}

const verb = (to: number) => (to === STATUS.regular ? '转为正式员工' : to === STATUS.departed ? '离职' : to === STATUS.blacklist ? '加入黑名单' : `变更为${STATUS_NAMES[to]}`)

/** Applies one move (inside the caller's transaction); refuses a move the table does not allow. */
export async function applyMove(tx: Executor, m: Move): Promise<void> {
  if (!isAllowed(m.from, m.to)) throw badRequest(refusedMessage(m.from, m.to), [{ Field: 'Type', Message: refusedMessage(m.from, m.to) }])
  const leaving = m.to === STATUS.departed || m.to === STATUS.blacklist
  await tx
    .update(employees)
    .set({
      status: m.to,
      ...(leaving ? { leaveReason: m.reason, ...(m.leaveTime ? { leaveTime: m.leaveTime } : {}) } : { leaveTime: null, leaveReason: '' }),
      concurrencyStamp: crypto.randomUUID(),
    })
    .where(eq(employees.userId, m.userId))
  await tx.update(users).set({ isActive: !leaving, concurrencyStamp: crypto.randomUUID() }).where(eq(users.id, m.userId))
  if (leaving) await revokeUserTokens(tx, m.userId)
  await tx.insert(employeeStatusMoves).values({
    userId: m.userId,
    fromStatus: m.from,
    toStatus: m.to,
    reason: m.reason,
    leaveTime: leaving ? (m.leaveTime ?? null) : null,
    operatorId: m.operator.id,
    operatorName: m.operator.name,
  })
  const [person] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, m.userId))
  await audit(tx, {
    ...operatorWho(m.operator),
    action: 'status',
    targetType: 'employee',
    targetId: m.userId,
    targetName: person?.userName ?? '',
    changes: { Status: [STATUS_NAMES[m.from], STATUS_NAMES[m.to]], ...(m.reason ? { Reason: m.reason } : {}), ...(m.action ? { Action: m.action } : {}) },
  })
  const remark = `${m.action ? m.action + '：' : ''}${STATUS_NAMES[m.from]} → ${STATUS_NAMES[m.to]}，${verb(m.to)}${m.reason ? `（${m.reason}）` : ''}`
  await tx.insert(employeeCareers).values({
    userId: m.userId,
    kind: 'status',
    fromStatus: m.from,
    toStatus: m.to,
    remark,
    operatorId: m.operator.id,
    operatorName: m.operator.name,
  })
}
