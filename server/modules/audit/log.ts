/**
 * Writing the audit log (issue 13 s.5; the events are listed in docs/contracts.md, "Audit log").
 * Every event is written with the executor of the change it records, so the change and its entry
 * commit or roll back together. The table is append-only (a trigger refuses UPDATE and DELETE).
 */
import type { FastifyRequest } from 'fastify'
import { auditLog } from '../../db/schema'
import type { Executor } from '../../db/types'

export type AuditAction =
  | 'signIn.success'
  | 'signIn.failure'
  | 'signIn.lockout'
  | 'signOut'
  | 'create'
  | 'update'
  | 'delete'
  | 'grant'
  | 'status'
  | 'entry.check'
  | 'read'
  | 'export'

/** Who acted: the signed-in user, or for a sign-in the account it was for (id absent when unknown). */
export interface AuditActor {
  id?: string | null
  userName: string
  realName?: string
}

export interface AuditEvent {
  actor: AuditActor | null
  action: AuditAction
  targetType?: string
  targetId?: string
  targetName?: string
  /** changed fields as { Field: [before, after] }, or the event's detail */
  changes?: Record<string, unknown> | null
  clientAddress?: string
}

/** Field names whose values never enter the log, whatever the caller passes. */
const SECRET = /password|secret|token|hash/i

function scrub(changes: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!changes) return null
  return Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, SECRET.test(k) ? '***' : v]))
}

/** '李娜(E0003)', or the bare work number. */
export function actorName(actor: AuditActor | null): string {
  if (!actor) return ''
  return actor.realName ? `${actor.realName}(${actor.userName})` : actor.userName
}

const rowOf = (event: AuditEvent) => ({
  actorId: event.actor?.id ?? null,
  actorName: actorName(event.actor),
  action: event.action,
  targetType: event.targetType ?? '',
  targetId: event.targetId ?? '',
  targetName: event.targetName ?? '',
  changes: scrub(event.changes),
  clientAddress: event.clientAddress ?? '',
})

export async function audit(db: Executor, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values(rowOf(event))
}

/** Several events of one change (a setting applied to many people) in one insert. */
export async function auditEach(db: Executor, events: AuditEvent[]): Promise<void> {
  if (events.length) await db.insert(auditLog).values(events.map(rowOf))
}

/**
 * The fields an update changed, as { Field: [before, after] }; fields named like a password are
 * listed with '***' so the log says a password changed without saying what it was.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue
    const old = before[key]
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[key] = SECRET.test(key) ? '***' : [old ?? null, value ?? null]
  }
  return changes
}

/** The signed-in caller of a request as the actor of an event, with the client address. */
export type AuditWho = Pick<AuditEvent, 'actor' | 'clientAddress'>

export function byRequest(request: FastifyRequest): AuditWho {
  const u = request.user
  return { actor: u ? { id: u.id, userName: u.userName, realName: u.realName } : null, clientAddress: request.ip }
}

/** Columns every stamped row has that say nothing about what a person changed. */
const BOOKKEEPING = new Set(['id', 'concurrencyStamp', 'creationTime', 'lastModificationTime'])

type Row = Record<string, unknown>

function rowFields(row: Row | null | undefined): Row {
  return Object.fromEntries(Object.entries(row ?? {}).filter(([k]) => !BOOKKEEPING.has(k)))
}

export interface AuditTarget {
  type: string
  id: string
  name?: string
}

/**
 * One create, update or delete with its fields: a create lists the new values, a delete the old
 * ones, an update only what changed ({ Field: [before, after] }); an update that changed nothing
 * is not an event. `extra` adds fields that live outside the row (a user's roles).
 */
export async function auditChange(
  db: Executor,
  who: AuditWho,
  action: 'create' | 'update' | 'delete',
  target: AuditTarget,
  before: Row | null,
  after: Row | null,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const changes = { ...changedFields(rowFields(before), action === 'delete' ? {} : rowFields(after)), ...extra }
  if (action === 'delete') Object.assign(changes, Object.fromEntries(Object.entries(rowFields(before)).map(([k, v]) => [k, SECRET.test(k) ? '***' : [v ?? null, null]])))
  if (action === 'update' && !Object.keys(changes).length) return
  await audit(db, { ...who, action, targetType: target.type, targetId: target.id, targetName: target.name ?? '', changes })
}
