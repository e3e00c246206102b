/**
 * Columns (message types, spec 002 s.3 'Message type: Title and SecondTypes'): two levels. Every
 * signed-in user reads the tree (the publish form's grouped select, the readers' filter); the
 * column manager (Publish.Column) lists, saves and deletes; a column with children or messages stays.
 */
import type { FastifyInstance } from 'fastify'
import { asc, count, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities } from '../../../common/entities'
import type { EntityTypes } from '../../../generated/entities'
import { messageTypes, systemMessages } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, notFound, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { entityBody } from '../../http/validation'
import { okSaying, requireSaveGrant } from '../knowledge/common'
import { PUBLISHING_MESSAGES as M } from './common'

const tags = ['publishing']
const base = '/api/app/system-message'
type TypeRow = typeof messageTypes.$inferSelect

/** Columns in tree order (first level by Sort, each followed by its second levels), with CanDelete. */
async function columns(db: Executor) {
  const [rows, used] = await Promise.all([
    db.select().from(messageTypes).orderBy(asc(messageTypes.sort), asc(messageTypes.creationTime)),
    db.select({ typeId: systemMessages.typeId, n: count() }).from(systemMessages).groupBy(systemMessages.typeId),
  ])
  const inUse = new Set(used.map((u) => u.typeId))
  const firsts = rows.filter((r) => !r.parentId)
  const childrenOf = (id: string) => rows.filter((r) => r.parentId === id)
  const dto = (r: TypeRow, parent?: TypeRow) => ({
    Id: r.id,
    Title: r.title,
    ParentId: r.parentId,
    ParentName: parent?.title ?? '',
    Sort: r.sort,
    Level: parent ? 2 : 1,
    CreationTime: r.creationTime.toISOString(),
    CanDelete: childrenOf(r.id).length || inUse.has(r.id) ? 0 : 1,
  })
  return {
    tree: firsts.map((f) => ({ ...dto(f), SecondTypes: childrenOf(f.id).map((c) => dto(c, f)) })),
    flat: firsts.flatMap((f) => [dto(f), ...childrenOf(f.id).map((c) => dto(c, f))]),
  }
}

async function findType(db: Executor, id: string): Promise<TypeRow> {
  const [row] = UUID.test(id) ? await db.select().from(messageTypes).where(eq(messageTypes.id, id)) : []
  if (!row) throw notFound()
  return row
}

async function saveType(db: Executor, input: EntityTypes['message-type']): Promise<string> {
  const parent = input.ParentId ? (UUID.test(input.ParentId) ? (await db.select().from(messageTypes).where(eq(messageTypes.id, input.ParentId)))[0] : undefined) : undefined
  if (input.ParentId && !parent) throw fail('ParentId', M.parentMissing)
  if (parent?.parentId) throw fail('ParentId', M.tooDeep)
  const values = { title: input.Title.trim(), sort: input.Sort, parentId: parent?.id ?? null }
  if (!input.Id) return (await db.insert(messageTypes).values(values).returning({ id: messageTypes.id }))[0].id
  const current = await findType(db, input.Id)
  if (parent && parent.id === current.id) throw fail('ParentId', M.tooDeep)
  const [{ n }] = await db.select({ n: count() }).from(messageTypes).where(eq(messageTypes.parentId, current.id))
  if (parent && Number(n) > 0) throw fail('ParentId', M.tooDeep)
  await db.update(messageTypes).set(values).where(eq(messageTypes.id, current.id))
  return current.id
}

export function messageTypeRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get(`${base}/message-type`, { config: { access: 'signedIn' }, schema: { tags, summary: '栏目（一级，SecondTypes 为其二级）' } }, async () => ok((await columns(ctx.db)).tree))

    app.get<{ Querystring: Paging & { Keyword?: string } }>(
      `${base}/message-type-list`,
      { config: { permission: 'Publish.Column' }, schema: { tags, summary: '栏目管理列表（树的顺序）', querystring: pageQuery({ Keyword: text() }) } },
      async (request) => {
        const q = request.query
        const keyword = q.Keyword?.trim().toLowerCase()
        const all = (await columns(ctx.db)).flat.filter((c) => !keyword || c.Title.toLowerCase().includes(keyword))
        return paged(all.slice(q.SkipCount, q.SkipCount + q.MaxResultCount), all.length)
      },
    )

    app.post<{ Body: EntityTypes['message-type'] }>(
      `${base}/message-type`,
      { config: { permission: ['Publish.Column.Create', 'Publish.Column.Update'] }, schema: { tags, summary: '保存栏目（无 Id 新增，有 Id 编辑）', body: entityBody(entities['message-type']) } },
      async (request) => {
        await requireSaveGrant(request, 'Publish.Column', request.body.Id)
        return okSaying(M.submitted, { Id: await saveType(ctx.db, request.body) })
      },
    )

    app.post<IdParams>(`${base}/delete-message-type/:id`, { config: { permission: 'Publish.Column.Delete' }, schema: { tags, summary: '删除栏目（有子栏目或信息时拒绝）', params: idParams('id', '栏目编号') } }, async (request) => {
      const row = await findType(ctx.db, request.params.id)
      const found = (await columns(ctx.db)).flat.find((c) => c.Id === row.id)
      if (!found?.CanDelete) throw badRequest(M.typeInUse)
      await ctx.db.delete(messageTypes).where(eq(messageTypes.id, row.id))
      return okSaying(M.deleted, null)
    })
  }
}
