/**
 * The checks of a course save that the entity schema cannot state (spec 002 s.7 'Knowledge'):
 * the category and teacher exist, keywords are tags of 1-10 characters without repeats, and every
 * attachment is a pdf or a video judged by its content (./files.ts), the caller's own upload or a
 * file the knowledge base already uses.
 */
import { eq } from 'drizzle-orm'
import { knowledgeTeachers, knowledgeTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import { fail } from '../../http/envelope'
import type { FileStorage } from '../../storage'
import { KNOWLEDGE_MESSAGES as M } from './common'
import { mediaFile } from './files'

export interface LessionInput {
  Id?: string | null
  Title: string
  TypeCode: string
  TeacherId: string
  LessionType: number
  Keywords?: string[]
  Attachs?: { FileName?: string; FileUrl: string; FileSize?: number | null }[]
  Sort: number
  IsShow: number
}

export const KEYWORD_MAX = 10

/** The keywords as stored: trimmed, each 1-10 characters (counted as the user sees them), no repeats. */
export function checkedKeywords(keywords: string[] = []): string[] {
  const seen = new Set<string>()
  return keywords.map((raw) => {
    const k = raw.trim()
    if (k.length === 0 || [...k].length > KEYWORD_MAX) throw fail('Keywords', M.keywordLength)
    if (seen.has(k)) throw fail('Keywords', M.keywordRepeat)
    seen.add(k)
    return k
  })
}

export interface CheckedAttach {
  fileId: string
  fileName: string
  fileSize: number
}

/** The attachments as stored (the stored file's name and size, not the client's), each file once. */
export async function checkedAttachs(db: Executor, storage: FileStorage, callerId: string, attachs: LessionInput['Attachs'] = []): Promise<CheckedAttach[]> {
  const out = new Map<string, CheckedAttach>()
  for (const a of attachs) {
    const file = await mediaFile(db, storage, callerId, a.FileUrl, ['pdf', 'video'])
    if (!file) throw fail('Attachs', M.attachKind)
    out.set(file.id, { fileId: file.id, fileName: file.fileName, fileSize: file.size })
  }
  return [...out.values()]
}

/** The category named by its code (the tree's Code). */
export async function typeOfCode(db: Executor, code: string) {
  const [row] = await db.select().from(knowledgeTypes).where(eq(knowledgeTypes.code, code))
  if (!row) throw fail('TypeCode', M.typeMissing)
  return row
}

export async function teacherOf(db: Executor, id: string) {
  const [row] = UUID.test(id) ? await db.select().from(knowledgeTeachers).where(eq(knowledgeTeachers.id, id)) : []
  if (!row) throw fail('TeacherId', M.teacherMissing)
  return row
}
