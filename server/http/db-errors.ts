/**
 * Database errors a client can cause. A unique key taken by a concurrent request (two saves of one
 * work number at once) answers the field's own message, as the handler's check before it would have:
 * mapped here by constraint name, once, for every route.
 */
import type { FastifyRequest } from 'fastify'
import { entityNamed } from '../../common/entities'
import { fail, type ApiError } from './envelope'

/** Recognises PostgreSQL error codes through drizzle's wrapper (the driver error is its cause). */
function driverError(e: unknown): { code: string; constraint?: string } | undefined {
  for (let err = e as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; err && i < 4; err = err.cause as typeof err, i++) {
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code))
      return { code: err.code, ...(typeof err.constraint === 'string' ? { constraint: err.constraint } : {}) }
  }
  return undefined
}

export const pgCode = (e: unknown): string | undefined => driverError(e)?.code
export const isUniqueViolation = (e: unknown) => pgCode(e) === '23505'

export const TAKEN = {
  workNo: '工号已存在',
  roleName: '角色名称已存在',
  menuPath: '路由名称已存在',
  approvalGroup: '分组名称已存在',
  approvalType: '该分组下已有同名的审批类型',
} as const

/** constraint -> its message and the body fields that carry the key (the first one the route's entity has is named) */
const UNIQUE: Record<string, { message: string; fields: string[] }> = {
  users_user_name_unique: { message: TAKEN.workNo, fields: ['WorkNo', 'UserName'] },
  roles_name_unique: { message: TAKEN.roleName, fields: ['Name'] },
  menus_path_unique: { message: TAKEN.menuPath, fields: ['Path'] },
  approval_type_groups_name_unique: { message: TAKEN.approvalGroup, fields: ['Name'] },
  approval_types_group_name: { message: TAKEN.approvalType, fields: ['Name'] },
}

/** The 400 of a unique violation of a known constraint, naming the field of the route's body. */
export function uniqueViolation(e: unknown, request: FastifyRequest): ApiError | undefined {
  const d = driverError(e)
  const known = d?.code === '23505' && d.constraint ? UNIQUE[d.constraint] : undefined
  if (!known) return undefined
  const entityName = (request.routeOptions.schema?.body as { 'x-entity'?: string } | undefined)?.['x-entity']
  const properties = entityName ? entityNamed(entityName)?.properties : undefined
  const field = known.fields.find((f) => properties && Object.hasOwn(properties, f)) ?? known.fields[0]
  return fail(field, known.message)
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
