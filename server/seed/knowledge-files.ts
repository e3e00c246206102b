/**
 * The demo courses' files (issue 16, "Seed and tests"): every course gets a small real PDF written
 * by server/pdf with Chinese text (every fifth one runs to several pages, so the player's page
 * navigation has something to do), and the video courses share the short promo video of
 * ./assets/promo.webm. The files are stored through the file storage and owned by the
 * administrator who created the courses; learners read them through the knowledge read rule.
 */
import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { files } from '../db/schema'
import type { Executor } from '../db/types'
import { writePdf, type PdfBlock } from '../pdf'
import type { FileStorage } from '../storage'
import { contentTypeOf } from '../modules/files/types'

const PROMO = fileURLToPath(new URL('./assets/promo.webm', import.meta.url))

export interface DemoCourse {
  title: string
  typeName: string
  teacherName: string
  keywords: string[]
  /** 1-based place among the demo courses */
  n: number
}

export interface StoredDemoFile {
  fileId: string
  fileName: string
  fileSize: number
}

async function store(tx: Executor, storage: FileStorage, ownerId: string, bytes: Buffer, fileName: string, extension: string): Promise<StoredDemoFile> {
  const { key, size } = await storage.put(Readable.from([bytes]))
  const [row] = await tx.insert(files).values({ fileName, extension, size, contentType: contentTypeOf(extension), storageKey: key, ownerId }).returning({ id: files.id })
  return { fileId: row.id, fileName, fileSize: size }
}

const CHAPTERS = ['课程背景', '核心概念', '方法与步骤', '常见误区', '案例分析', '练习与思考', '延伸阅读', '总结']

/** A chapter's running text: a few sentences that name the course, so search and reading have real words. */
function chapterText(c: DemoCourse, chapter: string, i: number): string {
  const keywords = c.keywords.join('、')
  return [
    `本章“${chapter}”围绕《${c.title}》展开，属于“${c.typeName}”类别，由${c.teacherName}主讲。`,
    `学习本章时请结合关键词“${keywords}”理解要点，并在工作中找一个真实的场景加以练习。`,
    `第${i + 1}部分的目标是让学员能够独立说明其中的道理，能够把方法用到日常工作中，并与同事分享心得。`,
    '建议每学完一节就写下三条收获和一个疑问，下次培训时带来讨论；遇到不理解的地方，可以在课程页面查看其他课件。',
  ].join('\n')
}

/** The blocks of a course's handout: a short one, or eight chapters each on its own page. */
export function handoutBlocks(c: DemoCourse, long: boolean): PdfBlock[] {
  const blocks: PdfBlock[] = [
    { kind: 'fields', rows: [{ label: '课程类别', value: c.typeName }, { label: '讲师', value: c.teacherName }, { label: '关键词', value: c.keywords.join('、') }] },
  ]
  const chapters = long ? CHAPTERS : CHAPTERS.slice(0, 2)
  chapters.forEach((chapter, i) => {
    if (long && i > 0) blocks.push({ kind: 'pageBreak' })
    blocks.push({ kind: 'heading', text: `第${i + 1}章 ${chapter}` }, { kind: 'paragraph', text: chapterText(c, chapter, i) })
  })
  return blocks
}

/** Writes and stores the handout PDF of a demo course. */
export async function storeHandout(tx: Executor, storage: FileStorage, ownerId: string, c: DemoCourse): Promise<StoredDemoFile> {
  const long = c.n % 5 === 0
  const bytes = await writePdf({ title: c.title, subtitle: `${c.typeName} · ${c.teacherName}`, blocks: handoutBlocks(c, long) })
  return store(tx, storage, ownerId, bytes, `${c.title}.pdf`, 'pdf')
}

/** Stores the promo video once, for every video course to attach. */
export async function storePromoVideo(tx: Executor, storage: FileStorage, ownerId: string): Promise<StoredDemoFile> {
  return store(tx, storage, ownerId, await readFile(PROMO), '课程宣传片.webm', 'webm')
}
