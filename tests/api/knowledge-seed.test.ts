import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { knowledgeKeywords, knowledgeLessions, knowledgeTeachers, knowledgeTypes, users } from '../../server/db/schema'
import { seedKnowledge } from '../../server/seed/knowledge'
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
})
