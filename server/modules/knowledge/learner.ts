/**
 * The learner's knowledge base (spec 002 s.2.7, s.7 'Learner'): the category tree, the home's
 * tabs and courses, teachers, the search (courses or courseware), a teacher's page and a course's
 * files. Every answer holds shown items only (./learner-queries.ts); a hidden one is 404.
 * The learner's progress: ./progress.ts.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { knowledgeAttachments, knowledgeLessions, knowledgeTeachers, knowledgeTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { notFound, ok } from '../../http/envelope'
import { pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { sanitizeRichText } from '../../http/rich-text'
import { uuidOr404 } from './common'
import { inBranch, keywordMatch, shownFiles, shownLession, shownLessionFiles, shownLessions, shownType } from './learner-queries'
import { plainText } from './teachers'
import { typeTree, type TypeNode } from './types'

const tags = ['knowledge-learner']
const base = '/api/app/knowledge-user-lession'
const learn = { permission: 'Knowledge.Learn' }
const id = { ...text(40), description: '编号' }

/** The shown subtree under a category (the top level without one). */
async function shownChildren(db: Executor, parentId?: string): Promise<TypeNode[]> {
  const tree = await typeTree(db, false)
  if (!parentId) return tree
  const find = (nodes: TypeNode[]): TypeNode | undefined => nodes.map((n) => (n.Id === parentId ? n : find(n.ChildTypes))).find(Boolean)
  const parent = find(tree)
  if (!parent) throw notFound()
  return parent.ChildTypes
}

async function shownTeacher(db: Executor, teacherId: string) {
  const [row] = await db
    .select()
    .from(knowledgeTeachers)
    .where(and(eq(knowledgeTeachers.id, uuidOr404(teacherId)), eq(knowledgeTeachers.isShow, 1)))
  if (!row) throw notFound()
  return row
}

const teacherDto = (t: typeof knowledgeTeachers.$inferSelect) => ({
  Id: t.id,
  Name: t.name,
  NickName: t.nickName,
  Department: t.department,
  Summary: plainText(t.summary),
  Image: t.image,
})

interface SearchQuery extends Paging {
  SearchType: 1 | 2
  FirstTypeId?: string
  SecondTypeId?: string
  ThiredTypeId?: string
  Keyword?: string
}

export function learnerRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: { parentId?: string } }>(
      `${base}/types-by-parent`,
      { config: learn, schema: { tags, summary: '启用的类别（无 parentId 为一级类别；ChildTypes 为其下级）', querystring: { type: 'object', properties: { parentId: id } } } },
      async (request) => ok(await shownChildren(ctx.db, request.query.parentId || undefined)),
    )

    app.get<{ Querystring: Paging & { parentId?: string; typeId?: string } }>(
      `${base}/index-lessions`,
      {
        config: learn,
        schema: { tags, summary: '学习中心：一级类别下的二级类别（Types）与课程（Lessions，typeId 为所选二级类别）', querystring: pageQuery({ parentId: id, typeId: id }, 8) },
      },
      async (request) => {
        const { parentId, typeId } = request.query
        const types = parentId ? await shownChildren(ctx.db, parentId) : []
        const branch = typeId || parentId
        const where = branch ? inBranch((await shownType(ctx.db, branch)).code) : undefined
        const { items, total } = await shownLessions(ctx.db, where, request.query)
        return ok({ Types: types.map(({ ChildTypes: _, ...t }) => t), Lessions: items, TotalCount: total })
      },
    )

    app.get(`${base}/teachers`, { config: learn, schema: { tags, summary: '启用的名师（学习中心的名师页签）' } }, async () => {
      const rows = await ctx.db.select().from(knowledgeTeachers).where(eq(knowledgeTeachers.isShow, 1)).orderBy(asc(knowledgeTeachers.sort), asc(knowledgeTeachers.creationTime))
      return ok(rows.map(teacherDto))
    })

    app.get<{ Querystring: SearchQuery }>(
      `${base}/lessions`,
      {
        config: learn,
        schema: {
          tags,
          summary: '搜索：SearchType 1 课程、2 课件；类别取最深的一级；关键字匹配标题、关键词、讲师（课件还有文件名）',
          querystring: pageQuery({ SearchType: { type: 'integer', enum: [1, 2], default: 1 }, FirstTypeId: id, SecondTypeId: id, ThiredTypeId: id, Keyword: text() }, 10),
        },
      },
      async (request) => {
        const q = request.query
        const typeId = q.ThiredTypeId || q.SecondTypeId || q.FirstTypeId
        const branch = typeId ? inBranch((await shownType(ctx.db, typeId)).code) : undefined
        const { items, total } =
          q.SearchType === 2
            ? await shownFiles(ctx.db, and(branch, keywordMatch(q.Keyword, knowledgeAttachments.fileName)), q)
            : await shownLessions(ctx.db, and(branch, keywordMatch(q.Keyword)), q)
        return ok({ Items: items, TotalCount: total })
      },
    )

    app.get<IdParams>(`${base}/teacher-detail/:id`, { config: learn, schema: { tags, summary: '名师详情与其课程的类别（Types）', params: idParams('id', '讲师编号') } }, async (request) => {
      const t = await shownTeacher(ctx.db, request.params.id)
      const types = await ctx.db
        .select({ Id: knowledgeTypes.id, TypeName: knowledgeTypes.typeName, Count: count() })
        .from(knowledgeLessions)
        .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
        .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))
        .where(and(eq(knowledgeLessions.teacherId, t.id), shownLession))
        .groupBy(knowledgeTypes.id, knowledgeTypes.typeName, knowledgeTypes.code)
        .orderBy(asc(knowledgeTypes.code))
      return ok({ ...teacherDto(t), Summary: sanitizeRichText(t.summary), DescImage: t.descImage, Types: types.map((r) => ({ ...r, Count: Number(r.Count) })) })
    })

    app.get<{ Querystring: Paging & { teacherId: string; lessionId?: string; typeId?: string } }>(
      `${base}/teacher-lessions`,
      {
        config: learn,
        schema: {
          tags,
          summary: '名师的课程（分页，typeId 限定类别）与所选课程（lessionId，默认第一门）的课件（Files）',
          querystring: { ...pageQuery({ teacherId: id, lessionId: id, typeId: id }, 10), required: ['teacherId'] },
        },
      },
      async (request) => {
        const q = request.query
        const t = await shownTeacher(ctx.db, q.teacherId)
        const where = and(eq(knowledgeLessions.teacherId, t.id), q.typeId ? eq(knowledgeLessions.typeId, uuidOr404(q.typeId)) : undefined)
        const { items, total } = await shownLessions(ctx.db, where, q)
        const chosen = q.lessionId ?? items[0]?.Id
        const files = chosen ? await shownLessionFiles(ctx.db, chosen, userOf(request).id) : undefined
        if (files && files.TeacherId !== t.id) throw notFound()
        return ok({ Lessions: items, TotalCount: total, Files: files?.Files ?? [] })
      },
    )

    app.get<IdParams>(
      `${base}/lession-files/:id`,
      { config: learn, schema: { tags, summary: '课程与其课件（FileName、FileSize、FileUrl、CreationTime，以及本人的学习进度）', params: idParams('id', '课程编号') } },
      async (request) => ok(await shownLessionFiles(ctx.db, request.params.id, userOf(request).id)),
    )
  }
}
