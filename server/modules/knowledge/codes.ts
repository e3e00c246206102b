/**
 * Category codes: the path of three-digit sibling numbers from the top ('001', '001002',
 * '001002003'). A course's TypeCode is its category's code, so a prefix names a whole branch.
 */
import { eq, isNull, like, sql } from 'drizzle-orm'
import { knowledgeTypes } from '../../db/schema'
import type { Executor } from '../../db/types'

export const CODE_DIGITS = 3

export const childCode = (parentCode: string, n: number) => parentCode + String(n).padStart(CODE_DIGITS, '0')

/** The next free code under the parent (its code '' for the top level). */
export async function nextCode(db: Executor, parentId: string | null, parentCode: string): Promise<string> {
  const rows = await db
    .select({ code: knowledgeTypes.code })
    .from(knowledgeTypes)
    .where(parentId ? eq(knowledgeTypes.parentId, parentId) : isNull(knowledgeTypes.parentId))
  const used = rows.map((r) => Number(r.code.slice(parentCode.length)) || 0)
  return childCode(parentCode, Math.max(0, ...used) + 1)
}

/** Moves a branch: every code that starts with `from` starts with `to` instead (levels shift by `levelShift`). */
export async function recode(db: Executor, from: string, to: string, levelShift: number): Promise<void> {
  await db
    .update(knowledgeTypes)
    .set({ code: sql`${to} || substr(${knowledgeTypes.code}, ${from.length + 1})`, level: sql`${knowledgeTypes.level} + ${levelShift}` })
    .where(like(knowledgeTypes.code, `${from}%`))
}
