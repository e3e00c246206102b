/**
 * The introducing page (issue 15, spec 002 s.2.4 and s.7 "Activities and introducing page"):
 * company regulations by type, the latest news (activities of Type 1), the promo videos, the
 * notices the caller may read (the publishing access rules, ../publishing/access.ts) and the HR
 * organisation (departments with their leaders) with a person's directory card. Every signed-in
 * user reads them: regulations, news and the organisation are the company's own, and notices are
 * narrowed to the caller's. Contract: docs/contracts.md "Introducing page".
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { userOf } from '../../auth/policy'
import type { AppContext } from '../../context'
import { departments, files, positions, promotionalVideos, regulations, regulationTypes, users } from '../../db/schema'
import { UUID } from '../../http/db-errors'
import { notFound, ok, paged } from '../../http/envelope'
import { likePattern, pageQuery, SKIP_MAX, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { sanitizeRichText } from '../../http/rich-text'
import { activityPage } from '../activity/activities'
import { fileUrlOf } from '../files/urls'
import { organisation, type DeptNode } from '../organisation/queries'
import { readable, readerOf } from '../publishing/access'
import { listMessages } from '../publishing/queries'

const tags = ['introducing']
const base = '/api/app/know'
const signedIn = { access: 'signedIn' } as const

export const INTRODUCING_MESSAGES = { regulationMissing: '制度不存在', userMissing: '用户不存在' } as const
const M = INTRODUCING_MESSAGES

interface RegulationQuery extends Paging {
  Key?: string
  TypeId?: string
  Keyword?: string
}

function regulationWhere(q: RegulationQuery): SQL | undefined {
  const parts: SQL[] = []
  if (q.Key?.trim()) parts.push(eq(regulationTypes.key, q.Key.trim()))
  // an id that is no uuid matches nothing rather than failing in SQL
  if (q.TypeId) parts.push(UUID.test(q.TypeId) ? eq(regulations.typeId, q.TypeId) : sql`false`)
  if (q.Keyword?.trim()) parts.push(ilike(regulations.title, likePattern(q.Keyword.trim())))
  return parts.length ? and(...parts) : undefined
}

interface NoticeQuery {
  MaxResultCount: number
  /** the page number from 1: the old client asks for the first ten notices with SkipCount 1 */
  SkipCount: number
  TypeId?: string
  Keyword?: string
}

type Leader = { Id: string; RealName: string; Avatar: string; PositionName: string }
type OrgNode = { Id: string; Name: string; ParentId: string | null; MenberCount: number; Leader: Leader | null; Children: OrgNode[] }

export function introducingRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: { Key?: string } }>(
      `${base}/get-regulation-type-by-key`,
      { config: signedIn, schema: { tags, summary: '制度类别（Key 给出时只答该类别；排序号升序；Count 为其制度数）', querystring: { type: 'object', properties: { Key: text(50) } } } },
      async (request) => {
        const key = request.query.Key?.trim()
        const rows = await ctx.db
          .select({ t: regulationTypes, n: count(regulations.id) })
          .from(regulationTypes)
          .leftJoin(regulations, eq(regulations.typeId, regulationTypes.id))
          .where(key ? eq(regulationTypes.key, key) : undefined)
          .groupBy(regulationTypes.id)
          .orderBy(asc(regulationTypes.sort), asc(regulationTypes.name))
        return ok(rows.map(({ t, n }) => ({ Id: t.id, Key: t.key, Name: t.name, Sort: t.sort, Count: Number(n) })))
      },
    )

    app.post<{ Body: RegulationQuery }>(
      `${base}/get-regulation-by-key`,
      { config: signedIn, schema: { tags, summary: '制度列表（Key 类别编码或 TypeId，Keyword 标题关键字；类别、排序号升序）', body: pageQuery({ Key: text(50), TypeId: text(40), Keyword: text() }) } },
      async (request) => {
        const q = request.body
        const where = regulationWhere(q)
        const [rows, [{ n }]] = await Promise.all([
          ctx.db
            .select({ r: regulations, t: regulationTypes })
            .from(regulations)
            .innerJoin(regulationTypes, eq(regulationTypes.id, regulations.typeId))
            .where(where)
            .orderBy(asc(regulationTypes.sort), asc(regulations.sort), asc(regulations.title), asc(regulations.id))
            .limit(q.MaxResultCount)
            .offset(q.SkipCount),
          ctx.db.select({ n: count() }).from(regulations).innerJoin(regulationTypes, eq(regulationTypes.id, regulations.typeId)).where(where),
        ])
        const items = rows.map(({ r, t }) => ({ Id: r.id, Title: r.title, Summary: r.summary, TypeId: t.id, TypeKey: t.key, TypeName: t.name, Sort: r.sort, CreationTime: r.creationTime.toISOString() }))
        return paged(items, Number(n))
      },
    )

    app.get<IdParams>(
      `${base}/idBoxContent/get-company-regulation-by-id/:id`,
      { config: signedIn, schema: { tags, summary: '制度详情（Content 为清洗过的 HTML）', params: idParams('id', '制度编号') } },
      async (request) => {
        const id = request.params.id
        if (!UUID.test(id)) throw notFound(M.regulationMissing)
        const [found] = await ctx.db
          .select({ r: regulations, t: regulationTypes, creatorName: users.realName })
          .from(regulations)
          .innerJoin(regulationTypes, eq(regulationTypes.id, regulations.typeId))
          .leftJoin(users, eq(users.id, regulations.creatorId))
          .where(eq(regulations.id, id))
        if (!found) throw notFound(M.regulationMissing)
        const { r, t, creatorName } = found
        return ok({ Id: r.id, Title: r.title, Summary: r.summary, Content: sanitizeRichText(r.content), TypeId: t.id, TypeKey: t.key, TypeName: t.name, CreationTime: r.creationTime.toISOString(), CreatorName: creatorName ?? '' })
      },
    )

    app.post<{ Body: Paging & { TypeId?: string; Keyword?: string } }>(
      `${base}/get-news`,
      { config: signedIn, schema: { tags, summary: '最新动态（Type 1 新闻，新的在前）', body: pageQuery({ TypeId: text(40), Keyword: text() }, 5) } },
      async (request) => {
        const { items, total } = await activityPage(ctx.db, { ...request.body, Type: 1 }, 'newest')
        return paged(items, total)
      },
    )

    app.get(`${base}/get-promotional-video`, { config: signedIn, schema: { tags, summary: '宣传视频（排序号升序；Video 为播放地址）' } }, async () => {
      const rows = await ctx.db
        .select({ v: promotionalVideos, fileName: files.fileName })
        .from(promotionalVideos)
        .innerJoin(files, eq(files.id, promotionalVideos.fileId))
        .orderBy(asc(promotionalVideos.sort), asc(promotionalVideos.creationTime), asc(promotionalVideos.id))
      return ok(rows.map(({ v, fileName }) => ({ Id: v.id, Title: v.title, Video: fileUrlOf(v.fileId), FileName: fileName, Sort: v.sort })))
    })

    app.post<{ Body: NoticeQuery }>(
      `${base}/get-announction-by-key`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: '公告（调用者能读的；置顶在前、新的在前；SkipCount 为从 1 起的页码）',
          body: {
            type: 'object',
            properties: {
              MaxResultCount: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
              SkipCount: { type: 'integer', minimum: 1, maximum: SKIP_MAX, default: 1 },
              TypeId: text(40),
              Keyword: text(),
            },
          },
        },
      },
      async (request) => {
        const q = request.body
        const r = await readerOf(ctx.db, userOf(request).id)
        // pages past the last one are empty; the product is bounded so the offset stays an int
        const skip = Math.min((q.SkipCount - 1) * q.MaxResultCount, SKIP_MAX)
        const { Items, TotalCount } = await listMessages(ctx.db, r, readable(r), { MaxResultCount: q.MaxResultCount, SkipCount: skip, TypeId: q.TypeId, Keyword: q.Keyword })
        return paged(Items, TotalCount)
      },
    )

    app.post(`${base}/get-hROrganization`, { config: signedIn, schema: { tags, summary: '人力组织：部门树，每个部门的负责人与人数' } }, async () => {
      const org = await organisation(ctx.db)
      const leaderIds = [...org.byId.values()].map((d) => d.leaderId).filter((x): x is string => !!x)
      const leaders = new Map<string, Leader>()
      if (leaderIds.length) {
        const rows = await ctx.db
          .select({ id: users.id, realName: users.realName, userName: users.userName, avatar: users.avatar, positionName: positions.name })
          .from(users)
          .leftJoin(positions, eq(positions.id, users.positionId))
          .where(and(eq(users.isActive, true), inArray(users.id, leaderIds)))
        for (const u of rows) leaders.set(u.id, { Id: u.id, RealName: u.realName || u.userName, Avatar: u.avatar, PositionName: u.positionName ?? '' })
      }
      const node = (d: DeptNode): OrgNode => ({ Id: d.id, Name: d.name, ParentId: d.parentId, MenberCount: d.total, Leader: (d.leaderId && leaders.get(d.leaderId)) || null, Children: d.children.map(node) })
      return ok(org.roots.map(node))
    })

    app.post<IdParams>(
      `${base}/get-hROrganization-by-user-id/:id`,
      { config: signedIn, schema: { tags, summary: '人员名片（在职的人；姓名、工号、部门、岗位、头像）', params: idParams('id', '用户编号') } },
      async (request) => {
        const id = request.params.id
        if (!UUID.test(id)) throw notFound(M.userMissing)
        const [u] = await ctx.db
          .select({ u: users, depName: departments.name, positionName: positions.name })
          .from(users)
          .leftJoin(departments, eq(departments.id, users.departmentId))
          .leftJoin(positions, eq(positions.id, users.positionId))
          .where(and(eq(users.id, id), eq(users.isActive, true)))
        if (!u) throw notFound(M.userMissing)
        const org = await organisation(ctx.db)
        const path = u.u.departmentId ? org.path(u.u.departmentId).map((d) => d.name) : []
        return ok({
          Id: u.u.id,
          RealName: u.u.realName || u.u.userName,
          NickName: u.u.nickName,
          WorkNo: u.u.userName,
          Avatar: u.u.avatar,
          DepId: u.u.departmentId,
          DepName: u.depName ?? '',
          DepPath: path.join('/'),
          PositionName: u.positionName ?? '',
        })
      },
    )
  }
}
