/**
 * The server's PDF writer: `writePdf(spec)` -> the bytes of an A4 PDF with Chinese text embedded
 * (a font subset) and extractable. Pure: no database, no storage, no browser. Used for approval
 * print and by the seed for demo documents.
 */
import PDFDocument from 'pdfkit'
import { loadFonts } from './fonts'
import { drawBlock, drawPageNumbers, drawTitle, FONT } from './layout'
import type { PdfDocumentSpec } from './types'

export type { PdfBlock, PdfDocumentSpec } from './types'

export async function writePdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const fonts = await loadFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 50, right: 50 },
    bufferPages: true,
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: spec.title, Creator: 'OA' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont(FONT.regular, fonts.regular)
  doc.registerFont(FONT.bold, fonts.bold)
  drawTitle(doc, spec.title, spec.subtitle)
  for (const block of spec.blocks) drawBlock(doc, block)
  drawPageNumbers(doc)
  doc.end()
  return done
}
