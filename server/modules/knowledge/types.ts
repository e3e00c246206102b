/**
 * Course categories (spec 002 s.2.6, s.3 'Knowledge type', s.5, s.7): the paged list, the parent
 * choices, save (create, or edit with Id), the show switch, delete (refused while CanDelete is 0:
 * the category has children or courses) and the tree (knowledge-type-three; hidden categories and
 * their branches only with showAll). Three levels at most; a move carries its branch along.
 */
import type { FastifyInstance } from 'fastify'
import { asc, count, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities } from '../../../common/entities'
import { knowledgeLessions, knowledgeTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, notFound, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { entityBody } from '../../http/validation'
import { nextCode, recode } from './codes'
import { isoOf, KNOWLEDGE_MESSAGES as M, okSaying, requireSaveGrant, uuidOr404 } from './common'

const tags = ['knowledge']
const typeId = idParams('id', '类别编号')
export const MAX_LEVEL = 3

type TypeRow = typeof knowledgeTypes.$inferSelect
export interface TypeInput {
  Id?: string | null
  TypeName: string
  ParentId?: string | null
  IsShow: number
  Sort: number
}

/** Every category in tree order (siblings by Sort, then by code), with what blocks its deletion. */
export async function typesInTreeOrder(db: Executor) {
  const [rows, used] = await Promise.all([
    db.select().from(knowledgeTypes).orderBy(asc(knowledgeTypes.sort), asc(knowledgeTypes.code)),
    db.select({ typeId: knowledgeLessions.typeId, n: count() }).from(knowledgeLessions).groupBy(knowledgeLessions.typeId),
  ])
  const courses = new Map(used.map((u) => [u.typeId, Number(u.n)]))
  const children = new Map<string | null, TypeRow[]>()
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r])
  const ordered: TypeRow[] = []
  const walk = (parentId: string | null) => {
    for (const r of children.get(parentId) ?? []) {
      ordered.push(r)
      walk(r.id)
    }
  }
  walk(null)
  const names = new Map(rows.map((r) => [r.id, r.typeName]))
  const canDelete = (r: TypeRow) => ((children.get(r.id)?.length ?? 0) === 0 && !courses.get(r.id) ? 1 : 0)
  return { ordered, children, names, canDelete }
}

export function typeDto(r: TypeRow, parentName: string, canDelete: number) {
  return {
    Id: r.id,
    TypeName: r.typeName,
    ParentId: r.parentId,
    ParentName: parentName,
    IsShow: r.isShow,
    Sort: r.sort,
    CreationTime: isoOf(r.creationTime),
    Code: r.code,
    Level: r.level,
    CanDelete: canDelete,
  }
}

export interface TypeNode extends ReturnType<typeof typeDto> {
  ChildTypes: TypeNode[]
}

async function findType(db: Executor, id: string): Promise<TypeRow> {
  const [row] = await db.select().from(knowledgeTypes).where(eq(knowledgeTypes.id, uuidOr404(id)))
  if (!row) throw notFound()
  return row
}

/** How many levels the branch under `code` spans below it (0: no children). */
async function depthBelow(db: Executor, row: TypeRow): Promise<number> {
  const { ordered } = await typesInTreeOrder(db)
  const deepest = Math.max(row.level, ...ordered.filter((r) => r.code.startsWith(row.code)).map((r) => r.level))
  return deepest - row.level
}

async function saveType(db: Executor, input: TypeInput): Promise<TypeRow> {
  return db.transaction(async (tx) => {
    const parent = input.ParentId ? UUID.test(input.ParentId) ? (await tx.select().from(knowledgeTypes).where(eq(knowledgeTypes.id, input.ParentId)))[0] : undefined : undefined
    if (input.ParentId && !parent) throw fail('ParentId', M.parentMissing)
    const level = parent ? parent.level + 1 : 1
    const values = { typeName: input.TypeName, isShow: input.IsShow, sort: input.Sort }
    if (!input.Id) {
      if (level > MAX_LEVEL) throw fail('ParentId', M.tooDeep)
      const code = await nextCode(tx, parent?.id ?? null, parent?.code ?? '')
      const [row] = await tx.insert(knowledgeTypes).values({ ...values, parentId: parent?.id ?? null, code, level }).returning()
      return row
    }
    const current = await findType(tx, input.Id)
    if ((parent?.id ?? null) !== current.parentId) {
      if (parent && parent.code.startsWith(current.code)) throw fail('ParentId', M.ownBranch)
      if (level + (await depthBelow(tx, current)) > MAX_LEVEL) throw fail('ParentId', M.tooDeep)
      const code = await nextCode(tx, parent?.id ?? null, parent?.code ?? '')
      await recode(tx, current.code, code, level - current.level)
      await tx.update(knowledgeTypes).set({ parentId: parent?.id ?? null }).where(eq(knowledgeTypes.id, current.id))
    }
    const [row] = await tx.update(knowledgeTypes).set(values).where(eq(knowledgeTypes.id, current.id)).returning()
    return row
  })
}


export function typeRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: Paging & { Filter?: string; TypeName?: string; ParentId?: string } }>(
      '/api/app/knowledge-type/knowledge-type-list',
      {
        config: { permission: 'Knowledge.Category' },
        schema: { tags, summary: '课程类别列表（分页，树的顺序；Filter/TypeName 按名称搜索）', querystring: pageQuery({ Filter: text(), TypeName: text(), ParentId: text(40) }) },
      },
      async (request) => {
        const q = request.query
        const { ordered, names, canDelete } = await typesInTreeOrder(ctx.db)
        const search = (q.Filter ?? q.TypeName)?.trim().toLowerCase()
        const matching = ordered.filter((r) => (!q.ParentId || r.parentId === q.ParentId) && (!search || r.typeName.toLowerCase().includes(search)))
        const page = matching.slice(q.SkipCount, q.SkipCount + q.MaxResultCount)
        return paged(
          page.map((r) => typeDto(r, r.parentId ? (names.get(r.parentId) ?? '') : '', canDelete(r))),
          matching.length,
        )
      },
    )

    app.get('/api/app/knowledge-type/knowledge-type', { config: { permission: 'Knowledge.Category' }, schema: { tags, summary: '可选的上级类别（第一、二级）' } }, async () => {
      const { ordered, names } = await typesInTreeOrder(ctx.db)
      return ok(
        ordered
          .filter((r) => r.level < MAX_LEVEL)
          .map((r) => ({ Id: r.id, TypeName: r.typeName, Level: r.level, Code: r.code, FullName: r.parentId ? `${names.get(r.parentId)} / ${r.typeName}` : r.typeName })),
      )
    })

    app.post<{ Body: TypeInput }>(
      '/api/app/knowledge-type/knowledge-type',
      {
        config: { permission: ['Knowledge.Category.Create', 'Knowledge.Category.Update'] },
        schema: { tags, summary: '保存课程类别（无 Id 新增，有 Id 编辑）', body: entityBody(entities['knowledge-type']) },
      },
      async (request) => {
        const body = request.body
        await requireSaveGrant(request, 'Knowledge.Category', body.Id)
        const row = await saveType(ctx.db, body)
        return okSaying(M.submitted, { Id: row.id, Code: row.code })
      },
    )

    app.post<IdParams & { Body: { IsShow?: number } }>(
      '/api/app/knowledge-type/:id/knowledge-type-is-show',
      { config: { permission: 'Knowledge.Category.Update' }, schema: { tags, summary: '切换是否启用（不带 IsShow 时取反）', params: typeId, body: isShowBody } },
      async (request) => {
        const row = await findType(ctx.db, request.params.id)
        const isShow = request.body?.IsShow ?? (row.isShow ? 0 : 1)
        await ctx.db.update(knowledgeTypes).set({ isShow }).where(eq(knowledgeTypes.id, row.id))
        return okSaying(M.set, { IsShow: isShow })
      },
    )

    app.post<IdParams>(
      '/api/app/knowledge-type/:id/delete-knowledge-type',
      { config: { permission: 'Knowledge.Category.Delete' }, schema: { tags, summary: '删除课程类别（有子类别或课程时拒绝）', params: typeId } },
      async (request) => {
        const row = await findType(ctx.db, request.params.id)
        const { canDelete } = await typesInTreeOrder(ctx.db)
        if (!canDelete(row)) throw badRequest(M.typeInUse)
        await ctx.db.delete(knowledgeTypes).where(eq(knowledgeTypes.id, row.id))
        return okSaying(M.deleted, null)
      },
    )

    app.get<{ Querystring: { showAll?: boolean } }>(
      '/api/app/knowledge-type/knowledge-type-three',
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: '类别树（ChildTypes；showAll 含停用的类别）', querystring: { type: 'object', properties: { showAll: { type: 'boolean', default: false } } } },
      },
      async (request) => ok(await typeTree(ctx.db, Boolean(request.query.showAll))),
    )
  }
}

/** The body of a show switch: the new state, or nothing to flip it. */
export const isShowBody = { type: ['object', 'null'], properties: { IsShow: { type: 'integer', enum: [0, 1] } } }

/** The category tree; without showAll a hidden category takes its branch with it. */
export async function typeTree(db: Executor, showAll: boolean): Promise<TypeNode[]> {
  const { children, names, canDelete } = await typesInTreeOrder(db)
  const build = (parentId: string | null): TypeNode[] =>
    (children.get(parentId) ?? [])
      .filter((r) => showAll || r.isShow === 1)
      .map((r) => ({ ...typeDto(r, r.parentId ? (names.get(r.parentId) ?? '') : '', canDelete(r)), ChildTypes: build(r.id) }))
  return build(null)
}
