import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { asc, sql } from 'drizzle-orm'
import { knowledgeAttachments, knowledgeKeywords, knowledgeLessions, knowledgeTeachers, knowledgeTypes, users } from '../../server/db/schema'
import { DEMO_VIDEO_COURSES, seedKnowledge } from '../../server/seed/knowledge'
import { pdfText } from './pdf-text'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

describe('the demo knowledge base', () => {
  it('has categories on three levels whose codes follow the tree', async () => {
    const types = await h.db.select().from(knowledgeTypes)
    expect(new Set(types.map((t) => t.level))).toEqual(new Set([1, 2, 3]))
    const byId = new Map(types.map((t) => [t.id, t]))
    for (const t of types) {
      const parent = t.parentId ? byId.get(t.parentId) : undefined
      expect(t.level).toBe(parent ? parent.level + 1 : 1)
      expect(t.code.startsWith(parent?.code ?? '')).toBe(true)
      expect(t.code).toHaveLength(t.level * 3)
    }
  })

  it('has 8 teachers, some of them employees, and 40 courses with keywords', async () => {
    const teachers = await h.db.select().from(knowledgeTeachers)
    expect(teachers).toHaveLength(8)
    expect(teachers.filter((t) => t.userId).length).toBeGreaterThan(0)
    const [{ n }] = await h.db.select({ n: count() }).from(knowledgeLessions)
    expect(Number(n)).toBe(40)
    const [{ k }] = await h.db.select({ k: count() }).from(knowledgeKeywords)
    expect(Number(k)).toBeGreaterThanOrEqual(40)
  })

  it('is created once: a second run adds nothing', async () => {
    const [admin] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'A0001'))
    expect(await h.db.transaction((tx) => seedKnowledge(tx, admin.id))).toEqual([])
    const [{ n }] = await h.db.select({ n: count() }).from(knowledgeLessions)
    expect(Number(n)).toBe(40)
  })

  it('with a file storage gives every course a real Chinese PDF (some of several pages) and the video courses the promo video', async () => {
    const [admin] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'A0001'))
    // the template database was seeded without a storage: seed the knowledge base again on this harness's
    for (const table of ['knowledge_lessions', 'knowledge_teachers']) await h.db.execute(sql.raw(`delete from ${table}`))
    // children first: the parent key is restrict
    for (const level of [3, 2, 1]) await h.db.execute(sql`delete from knowledge_types where level = ${level}`)
    const created = await h.db.transaction((tx) => seedKnowledge(tx, admin.id, h.storage))
    expect(created).toHaveLength(40)
    const token = await h.tokenFor('E0005')
    const rows = await h.db.select({ title: knowledgeLessions.title, type: knowledgeLessions.lessionType, fileId: knowledgeAttachments.fileId, fileName: knowledgeAttachments.fileName })
      .from(knowledgeAttachments).innerJoin(knowledgeLessions, eq(knowledgeLessions.id, knowledgeAttachments.lessionId)).orderBy(asc(knowledgeLessions.sort), asc(knowledgeAttachments.sort))
    const pdfs = rows.filter((r) => r.fileName.endsWith('.pdf'))
    expect(pdfs.map((r) => r.title)).toEqual(created.map((c) => c.title))
    const pageCounts: number[] = []
    for (const [i, r] of pdfs.entries()) {
      // a learner reads them (the knowledge read rule): the courses are shown
      const res = await h.app.inject({ method: 'GET', url: `/download-file?id=${r.fileId}`, headers: { authorization: `Bearer ${token}` } })
      expect(res.statusCode).toBe(200)
      if (i % 5 !== 4 && i > 1) continue
      const { pages, title } = await pdfText(res.rawPayload)
      expect(title).toBe(r.title)
      expect(pages.join('')).toContain(`围绕《${r.title}》展开`)
      pageCounts.push(pages.length)
    }
    expect(pageCounts).toEqual([1, 1, 8, 8, 8, 8, 8, 8, 8, 8])
    const videos = rows.filter((r) => r.fileName.endsWith('.webm'))
    expect(videos.map((r) => r.title).sort()).toEqual([...DEMO_VIDEO_COURSES].sort())
    expect(videos.every((r) => r.type === 1)).toBe(true)
    expect(new Set(videos.map((r) => r.fileId)).size).toBe(1)
    const head = await h.app.inject({ method: 'GET', url: `/download-file?id=${videos[0].fileId}`, headers: { authorization: `Bearer ${token}`, range: 'bytes=0-3' } })
    expect(head.statusCode).toBe(206)
    expect([...head.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
  })
})
