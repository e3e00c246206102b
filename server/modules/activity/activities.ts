/**
 * Activities (spec 002 s.2.5, s.3 'Activity', s.5, s.7): the paged list every signed-in user reads
 * (the manager and the dynamics page; TypeId and a title Keyword filter it), the activity types
 * (tabs and the 栏目 select), save (create, or edit with Id) and delete of a list of ids.
 * Order: Sort ascending, then newest first.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { entities } from '../../../common/entities'
import { holdsAny } from '../../auth/grants'
import { userOf } from '../../auth/policy'
import type { AppContext } from '../../context'
import { activities, activityTypes, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import { badRequest, fail, forbidden, notFound, ok, paged } from '../../http/envelope'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { text } from '../../http/params'
import { entityBody } from '../../http/validation'
import { checkedMedia } from './media'

const tags = ['activity']
const base = '/api/app/know'

export const ACTIVITY_MESSAGES = {
  submitted: '提交成功',
  deleted: '删除成功',
  typeMissing: '栏目不存在',
  nothingSelected: '请选择需要删除的数据',
} as const
const M = ACTIVITY_MESSAGES

type Media = { FileUrl: string; FileName?: string }[]
export interface ActivityInput {
  Id?: string | null
  Title: string
  TypeId: string
  Theme?: string | null
  Type: number
  Sort: number
  Description?: string | null
  CoverImg?: Media
  Image?: Media
  Video?: Media
}

export interface ActivityQuery extends Paging {
  TypeId?: string
  Keyword?: string
  /** 1 news, 2 activities (get-news asks for 1) */
  Type?: number
}

function whereOf(q: Omit<ActivityQuery, keyof Paging>): SQL | undefined {
  const parts: SQL[] = []
  if (q.TypeId) parts.push(UUID.test(q.TypeId) ? eq(activities.typeId, q.TypeId) : sql`false`)
  if (q.Keyword?.trim()) parts.push(ilike(activities.title, likePattern(q.Keyword.trim())))
  if (q.Type) parts.push(eq(activities.type, q.Type))
  return parts.length ? and(...parts) : undefined
}

/** One page of activities in their order, as the wire has them, and the total. */
export async function activityPage(db: Executor, q: ActivityQuery, order: 'sort' | 'newest' = 'sort') {
  const where = whereOf(q)
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ a: activities, typeName: activityTypes.name, creatorName: users.name })
      .from(activities)
      .innerJoin(activityTypes, eq(activityTypes.id, activities.typeId))
      .leftJoin(users, eq(users.id, activities.creatorId))
      .where(where)
      .orderBy(...(order === 'sort' ? [asc(activities.sort)] : []), desc(activities.creationTime), asc(activities.id))
      .limit(q.MaxResultCount)
      .offset(q.SkipCount),
    db.select({ n: count() }).from(activities).where(where),
  ])
  const items = rows.map(({ a, typeName, creatorName }) => ({
    Id: a.id,
    Title: a.title,
    TypeId: a.typeId,
    TypeName: typeName,
    Theme: a.theme,
    Type: a.type,
    Sort: a.sort,
    Description: a.description,
    CoverImg: a.coverImg,
    Image: a.image,
    Video: a.video,
    CreationTime: a.creationTime.toISOString(),
    CreatorName: creatorName ?? '',
  }))
  return { items, total: Number(n) }
}

/** The body of delete-activity-management: ids, or the list of { Id } a configured delete posts. */
function idsOf(body: unknown): string[] {
  const list = Array.isArray(body) ? body : ((body as { Id?: unknown })?.Id ?? (body as { Ids?: unknown })?.Ids)
  return (Array.isArray(list) ? list : [list]).map((x) => (typeof x === 'object' && x ? (x as { Id?: unknown }).Id : x)).filter((x): x is string => typeof x === 'string' && x !== '')
}

const idItem = { anyOf: [text(40), { type: 'object', properties: { Id: text(40) }, required: ['Id'] }] }
const deleteBody = {
  anyOf: [
    { type: 'array', maxItems: 1000, items: idItem },
    { type: 'object', properties: { Id: { anyOf: [text(40), { type: 'array', maxItems: 1000, items: text(40) }] }, Ids: { type: 'array', maxItems: 1000, items: text(40) } } },
  ],
}

export function activityRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.post<{ Body: ActivityQuery }>(
      `${base}/get-activities`,
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: '活动列表（分页；TypeId 栏目，Keyword 标题关键字；排序号升序、新的在前）', body: pageQuery({ TypeId: text(40), Keyword: text(), Type: { type: 'integer', enum: [1, 2] } }) },
      },
      async (request) => {
        const { items, total } = await activityPage(ctx.db, request.body ?? { SkipCount: 0, MaxResultCount: 15 })
        return paged(items, total)
      },
    )

    app.get(`${base}/get-activity-types`, { config: { access: 'signedIn' }, schema: { tags, summary: '活动栏目（动态页的页签）' } }, async () => {
      const rows = await ctx.db.select().from(activityTypes).orderBy(asc(activityTypes.sort), asc(activityTypes.name))
      return ok(rows.map((r) => ({ Id: r.id, Name: r.name, Sort: r.sort })))
    })

    app.post<{ Body: ActivityInput }>(
      `${base}/save-activity-management`,
      {
        config: { permission: ['Publish.Activity.Create', 'Publish.Activity.Update'] },
        schema: { tags, summary: '保存活动（无 Id 新增，有 Id 编辑）', body: entityBody(entities.activity) },
      },
      async (request) => {
        const body = request.body
        const me = userOf(request).id
        if (!(await holdsAny(ctx.db, me, [`Publish.Activity.${body.Id ? 'Update' : 'Create'}`]))) throw forbidden()
        if (body.Id && !(UUID.test(body.Id) && (await ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.id, body.Id))).length)) throw notFound()
        if (!UUID.test(body.TypeId) || !(await ctx.db.select({ id: activityTypes.id }).from(activityTypes).where(eq(activityTypes.id, body.TypeId))).length) throw fail('TypeId', M.typeMissing)
        const storage = ctx.storage!
        const values = {
          title: body.Title,
          typeId: body.TypeId,
          theme: body.Theme ?? '',
          type: body.Type,
          sort: body.Sort,
          description: body.Description ?? '',
          coverImg: await checkedMedia(ctx.db, storage, me, 'CoverImg', body.CoverImg, 'image'),
          image: await checkedMedia(ctx.db, storage, me, 'Image', body.Image, 'image'),
          video: await checkedMedia(ctx.db, storage, me, 'Video', body.Video, 'video'),
        }
        const [row] = body.Id
          ? await ctx.db.update(activities).set(values).where(eq(activities.id, body.Id)).returning({ id: activities.id })
          : await ctx.db.insert(activities).values({ ...values, creatorId: me }).returning({ id: activities.id })
        return { ...ok({ Id: row.id }), Message: M.submitted }
      },
    )

    app.post<{ Body: unknown }>(
      `${base}/delete-activity-management`,
      { config: { permission: 'Publish.Activity.Delete' }, schema: { tags, summary: '删除活动（Id 数组，或 [{Id}]；有一个不存在时 404，什么也不删）', body: deleteBody } },
      async (request) => {
        const ids = [...new Set(idsOf(request.body))]
        if (!ids.length) throw badRequest(M.nothingSelected)
        if (ids.some((id) => !UUID.test(id))) throw notFound()
        const found = await ctx.db.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids))
        if (found.length !== ids.length) throw notFound()
        await ctx.db.delete(activities).where(inArray(activities.id, ids))
        return { ...ok(null), Message: M.deleted }
      },
    )
  }
}
