/**
 * Administration of approval types and their groups (issue 14, menu 审批类型, OA.ApprovalType.*):
 * paged lists, get, create, edit with the ConcurrencyStamp, delete. What the type picker shows
 * (approval-type-list-new) is exactly these rows: a disabled type leaves the picker, its running
 * processes go on. A type that has processes cannot be deleted (disable it instead), nor a group
 * that still holds types.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { approvalFlows, approvalForms, approvalProcesses, approvalTypeGroups, approvalTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, notFound, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { updateStamped } from '../../http/stamp'
import { entityBody } from '../../http/validation'

const tags = ['approval-admin']
export const ADMIN = '/api/app/approval-type'
const VIEW = { permission: 'OA.ApprovalType' }
const typeEntity = entities['approval-type']
const groupEntity = entities['approval-type-group']

export const ADMIN_MESSAGES = {
  typeInUse: '该审批类型已有审批单，不能删除，可停用',
  groupInUse: '该分组下有审批类型，不能删除',
  groupMissing: '分组不存在',
} as const

type TypeRow = typeof approvalTypes.$inferSelect
type GroupRow = typeof approvalTypeGroups.$inferSelect
type TypeInput = EntityValue<'approval-type'>
type GroupInput = EntityValue<'approval-type-group'>

const uuidOr404 = (id: string) => {
  if (!UUID.test(id)) throw notFound()
  return id
}

/** Types with their group's name, newest form version and number of flows. */
async function typeDtos(db: Executor, where: SQL | undefined, page?: Paging) {
  const q = db
    .select({ t: approvalTypes, groupName: approvalTypeGroups.name, groupSort: approvalTypeGroups.sort })
    .from(approvalTypes)
    .innerJoin(approvalTypeGroups, eq(approvalTypeGroups.id, approvalTypes.groupId))
    .where(where)
    .orderBy(asc(approvalTypeGroups.sort), asc(approvalTypeGroups.name), asc(approvalTypes.sort), asc(approvalTypes.name))
  const rows = page ? await q.limit(page.MaxResultCount).offset(page.SkipCount) : await q
  const ids = rows.map((r) => r.t.id)
  const [versions, flows] = ids.length
    ? await Promise.all([
        db.select({ typeId: approvalForms.typeId, v: max(approvalForms.version) }).from(approvalForms).where(inArray(approvalForms.typeId, ids)).groupBy(approvalForms.typeId),
        db.select({ typeId: approvalFlows.typeId, n: count() }).from(approvalFlows).where(inArray(approvalFlows.typeId, ids)).groupBy(approvalFlows.typeId),
      ])
    : [[], []]
  const version = new Map(versions.map((v) => [v.typeId, Number(v.v ?? 0)]))
  const flowCount = new Map(flows.map((f) => [f.typeId, Number(f.n)]))
  return rows.map(({ t, groupName }) => typeDto(t, groupName, version.get(t.id) ?? 0, flowCount.get(t.id) ?? 0))
}

function typeDto(t: TypeRow, groupName: string, formVersion: number, flowCount: number) {
  return {
    Id: t.id,
    Name: t.name,
    GroupId: t.groupId,
    GroupName: groupName,
    Icon: t.icon,
    Color: t.color,
    IsEnabled: t.isEnabled ? 1 : 0,
    Sort: t.sort,
    FormVersion: formVersion,
    FlowCount: flowCount,
    CreationTime: t.creationTime.toISOString(),
    ConcurrencyStamp: t.concurrencyStamp,
  }
}

function groupDto(g: GroupRow, typeCount: number) {
  return { Id: g.id, Name: g.name, Sort: g.sort, TypeCount: typeCount, CreationTime: g.creationTime.toISOString(), ConcurrencyStamp: g.concurrencyStamp }
}

async function oneType(db: Executor, id: string) {
  const [dto] = await typeDtos(db, eq(approvalTypes.id, uuidOr404(id)))
  if (!dto) throw notFound()
  return dto
}

async function oneGroup(db: Executor, id: string): Promise<GroupRow> {
  const [g] = await db.select().from(approvalTypeGroups).where(eq(approvalTypeGroups.id, uuidOr404(id)))
  if (!g) throw notFound()
  return g
}

/** The group a body names must exist (a missing one is the field's mistake, not a 404). */
async function requireGroup(db: Executor, id: string) {
  const [g] = UUID.test(id) ? await db.select({ id: approvalTypeGroups.id }).from(approvalTypeGroups).where(eq(approvalTypeGroups.id, id)) : []
  if (!g) throw fail('GroupId', ADMIN_MESSAGES.groupMissing)
}

const typeValues = (b: TypeInput) => ({ name: b.Name, groupId: b.GroupId, icon: b.Icon, color: b.Color, isEnabled: b.IsEnabled === 1, sort: b.Sort })

export function approvalTypeAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db
    const typeId = idParams('id', '审批类型编号')
    const groupId = idParams('id', '分组编号')

    app.get<{ Querystring: Paging & { Keyword?: string; GroupId?: string } }>(
      `${ADMIN}/types`,
      { config: VIEW, schema: { tags, summary: '审批类型列表（分页；Keyword 按名称，GroupId 按分组）', querystring: pageQuery({ Keyword: text(), GroupId: text(40) }) } },
      async (request) => {
        const q = request.query
        const keyword = q.Keyword?.trim()
        const where = and(
          keyword ? or(ilike(approvalTypes.name, likePattern(keyword)), ilike(approvalTypeGroups.name, likePattern(keyword))) : undefined,
          q.GroupId ? eq(approvalTypes.groupId, UUID.test(q.GroupId) ? q.GroupId : '00000000-0000-0000-0000-000000000000') : undefined,
        )
        const [items, [{ n }]] = await Promise.all([
          typeDtos(db, where, q),
          db.select({ n: count() }).from(approvalTypes).innerJoin(approvalTypeGroups, eq(approvalTypeGroups.id, approvalTypes.groupId)).where(where),
        ])
        return paged(items, Number(n))
      },
    )

    app.get<IdParams>(`${ADMIN}/types/:id`, { config: VIEW, schema: { tags, summary: '审批类型详情', params: typeId } }, async (request) => ok(await oneType(db, request.params.id)))

    app.post<{ Body: TypeInput }>(
      `${ADMIN}/types`,
      { config: { permission: 'OA.ApprovalType.Create' }, schema: { tags, summary: '新增审批类型', body: entityBody(typeEntity) } },
      async (request) => {
        await requireGroup(db, request.body.GroupId)
        const [row] = await db.insert(approvalTypes).values(typeValues(request.body)).returning({ id: approvalTypes.id })
        return { ...ok(await oneType(db, row.id)), Message: '新增成功' }
      },
    )

    app.put<IdParams & { Body: TypeInput }>(
      `${ADMIN}/types/:id`,
      { config: { permission: 'OA.ApprovalType.Update' }, schema: { tags, summary: '编辑审批类型（需带 ConcurrencyStamp）', params: typeId, body: entityBody(typeEntity, { stamped: true }) } },
      async (request) => {
        const current = await oneType(db, request.params.id)
        await requireGroup(db, request.body.GroupId)
        await updateStamped(db, approvalTypes, eq(approvalTypes.id, current.Id), request.body.ConcurrencyStamp, typeValues(request.body))
        return { ...ok(await oneType(db, current.Id)), Message: '编辑成功' }
      },
    )

    app.delete<IdParams>(
      `${ADMIN}/types/:id`,
      { config: { permission: 'OA.ApprovalType.Delete' }, schema: { tags, summary: '删除审批类型（已有审批单时拒绝，可停用）', params: typeId } },
      async (request) => {
        const current = await oneType(db, request.params.id)
        await db.transaction(async (tx) => {
          const [{ n }] = await tx.select({ n: count() }).from(approvalProcesses).where(eq(approvalProcesses.typeId, current.Id))
          if (Number(n)) throw badRequest(ADMIN_MESSAGES.typeInUse)
          await tx.delete(approvalTypes).where(eq(approvalTypes.id, current.Id))
        })
        return { ...ok(null), Message: '删除成功' }
      },
    )

    app.get<{ Querystring: Paging & { Keyword?: string } }>(
      `${ADMIN}/groups`,
      { config: VIEW, schema: { tags, summary: '审批分组列表（分页；Keyword 按名称）', querystring: pageQuery({ Keyword: text() }) } },
      async (request) => {
        const keyword = request.query.Keyword?.trim()
        const where = keyword ? ilike(approvalTypeGroups.name, likePattern(keyword)) : undefined
        const [rows, [{ n }], counts] = await Promise.all([
          db.select().from(approvalTypeGroups).where(where).orderBy(asc(approvalTypeGroups.sort), asc(approvalTypeGroups.name)).limit(request.query.MaxResultCount).offset(request.query.SkipCount),
          db.select({ n: count() }).from(approvalTypeGroups).where(where),
          db.select({ groupId: approvalTypes.groupId, n: count() }).from(approvalTypes).groupBy(approvalTypes.groupId),
        ])
        const typeCount = new Map(counts.map((c) => [c.groupId, Number(c.n)]))
        return paged(rows.map((g) => groupDto(g, typeCount.get(g.id) ?? 0)), Number(n))
      },
    )

    app.get<IdParams>(`${ADMIN}/groups/:id`, { config: VIEW, schema: { tags, summary: '审批分组详情', params: groupId } }, async (request) => ok(groupDto(await oneGroup(db, request.params.id), 0)))

    app.post<{ Body: GroupInput }>(
      `${ADMIN}/groups`,
      { config: { permission: 'OA.ApprovalType.Create' }, schema: { tags, summary: '新增审批分组', body: entityBody(groupEntity) } },
      async (request) => {
        const [row] = await db.insert(approvalTypeGroups).values({ name: request.body.Name, sort: request.body.Sort }).returning()
        return { ...ok(groupDto(row, 0)), Message: '新增成功' }
      },
    )

    app.put<IdParams & { Body: GroupInput }>(
      `${ADMIN}/groups/:id`,
      { config: { permission: 'OA.ApprovalType.Update' }, schema: { tags, summary: '编辑审批分组（需带 ConcurrencyStamp）', params: groupId, body: entityBody(groupEntity, { stamped: true }) } },
      async (request) => {
        const current = await oneGroup(db, request.params.id)
        const row = await updateStamped(db, approvalTypeGroups, eq(approvalTypeGroups.id, current.id), request.body.ConcurrencyStamp, { name: request.body.Name, sort: request.body.Sort })
        return { ...ok(groupDto(row, 0)), Message: '编辑成功' }
      },
    )

    app.delete<IdParams>(
      `${ADMIN}/groups/:id`,
      { config: { permission: 'OA.ApprovalType.Delete' }, schema: { tags, summary: '删除审批分组（有审批类型时拒绝）', params: groupId } },
      async (request) => {
        const current = await oneGroup(db, request.params.id)
        await db.transaction(async (tx) => {
          const [{ n }] = await tx.select({ n: count() }).from(approvalTypes).where(eq(approvalTypes.groupId, current.id))
          if (Number(n)) throw badRequest(ADMIN_MESSAGES.groupInUse)
          await tx.delete(approvalTypeGroups).where(eq(approvalTypeGroups.id, current.id))
        })
        return { ...ok(null), Message: '删除成功' }
      },
    )

    app.get(`${ADMIN}/group-options`, { config: VIEW, schema: { tags, summary: '分组选项（Id, Name）' } }, async () =>
      ok(await db.select({ Id: approvalTypeGroups.id, Name: approvalTypeGroups.name }).from(approvalTypeGroups).orderBy(asc(approvalTypeGroups.sort), asc(approvalTypeGroups.name))),
    )
  }
}
