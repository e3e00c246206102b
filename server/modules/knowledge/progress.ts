/**
 * Each learner's progress (issue 16, beyond the spec): the player saves the last PDF page, the
 * video position and whether the file was finished; the home's 继续学习 lists the latest places.
 * Only files of shown courses take or show progress; every row is the caller's own.
 */
import type { FastifyInstance } from 'fastify'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { knowledgeAttachments, knowledgeLessions, knowledgeProgress, knowledgeTeachers, knowledgeTypes } from '../../db/schema'
import { ok } from '../../http/envelope'
import { pageQuery, type Paging } from '../../http/paging'
import { text } from '../../http/params'
import { fileDto, shownAttachment, shownLession } from './learner-queries'

const tags = ['knowledge-learner']
const base = '/api/app/knowledge-user-lession'

interface ProgressInput {
  AttachId: string
  Page?: number
  Position?: number
  Finished?: number
}

const progressBody = {
  type: 'object',
  required: ['AttachId'],
  additionalProperties: false,
  properties: {
    AttachId: { ...text(40), description: '课件编号（lession-files 的 Files[].Id）' },
    Page: { type: 'integer', minimum: 1, maximum: 100000, description: 'PDF 的当前页' },
    Position: { type: 'number', minimum: 0, maximum: 1e7, description: '视频的当前位置（秒）' },
    Finished: { type: 'integer', enum: [0, 1], description: '已学完' },
  },
}

export function progressRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.post<{ Body: ProgressInput }>(
      `${base}/progress`,
      { config: { permission: 'Knowledge.Learn' }, schema: { tags, summary: '保存本人在课件中的位置（PDF 页、视频秒数、是否学完）', body: progressBody } },
      async (request) => {
        const b = request.body
        const attach = await shownAttachment(ctx.db, b.AttachId)
        const set = {
          ...(b.Page !== undefined ? { page: b.Page } : {}),
          ...(b.Position !== undefined ? { position: b.Position } : {}),
          // finishing once stays finished: going back to page 1 to reread does not undo it
          ...(b.Finished !== undefined ? { finished: sql`greatest(${knowledgeProgress.finished}, ${b.Finished})` } : {}),
          updatedAt: new Date(),
        }
        await ctx.db
          .insert(knowledgeProgress)
          .values({ userId: userOf(request).id, attachmentId: attach.id, page: b.Page ?? 1, position: b.Position ?? 0, finished: b.Finished ?? 0 })
          .onConflictDoUpdate({ target: [knowledgeProgress.userId, knowledgeProgress.attachmentId], set })
        return ok(null)
      },
    )

    app.get<{ Querystring: Paging }>(
      `${base}/continue-learning`,
      { config: { permission: 'Knowledge.Learn' }, schema: { tags, summary: '继续学习：本人最近学习的课件（最新在前）与学到的位置', querystring: pageQuery({}, 5) } },
      async (request) => {
        const rows = await ctx.db
          .select({ p: knowledgeProgress, a: knowledgeAttachments, title: knowledgeLessions.title, teacherName: knowledgeTeachers.name })
          .from(knowledgeProgress)
          .innerJoin(knowledgeAttachments, eq(knowledgeAttachments.id, knowledgeProgress.attachmentId))
          .innerJoin(knowledgeLessions, eq(knowledgeLessions.id, knowledgeAttachments.lessionId))
          .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
          .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))
          .where(and(eq(knowledgeProgress.userId, userOf(request).id), shownLession))
          .orderBy(desc(knowledgeProgress.updatedAt))
          .limit(request.query.MaxResultCount)
          .offset(request.query.SkipCount)
        return ok(rows.map((r) => ({ ...fileDto(r.a, r.p), Title: r.title, TeacherName: r.teacherName })))
      },
    )
  }
}
