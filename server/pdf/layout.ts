/**
 * Drawing the blocks of a PdfDocumentSpec on a PDFKit document: ruled tables that break between
 * rows (repeating their header), headings kept with what follows, running text that PDFKit
 * itself flows onto new pages.
 */
import type { PdfBlock } from './types'

type Doc = PDFKit.PDFDocument

export const FONT = { regular: 'cjk', bold: 'cjk-bold' } as const
const SIZE = { title: 18, subtitle: 9, heading: 12, body: 10 }
const COLOR = { text: '#1f1f1f', muted: '#595959', border: '#bfbfbf', shade: '#f2f2f2' }
const PAD = 4

const left = (doc: Doc) => doc.page.margins.left
const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom
const top = (doc: Doc) => doc.page.margins.top

/** Starts a new page unless `height` more still fits on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage()
}

export function drawTitle(doc: Doc, title: string, subtitle?: string): void {
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.text)
  doc.text(title, left(doc), doc.y, { width: width(doc), align: 'center' })
  if (subtitle) {
    doc.moveDown(0.2).font(FONT.regular).fontSize(SIZE.subtitle).fillColor(COLOR.muted)
    doc.text(subtitle, left(doc), doc.y, { width: width(doc), align: 'center' })
  }
  doc.moveDown(1)
}

interface RowStyle {
  /** shade the whole row (a header) */
  header?: boolean
  /** shade the first cell only (the label of a label/value row) */
  labelled?: boolean
}

const cellText = (text: string) => (text === '' ? ' ' : text)

function rowHeight(doc: Doc, cells: string[], widths: number[], style: RowStyle): number {
  doc.font(style.header ? FONT.bold : FONT.regular).fontSize(SIZE.body)
  const tallest = Math.max(...cells.map((cell, i) => doc.heightOfString(cellText(cell), { width: widths[i] - 2 * PAD })))
  // a row taller than a whole page is cut (with an ellipsis) rather than drawn past the margin
  return Math.min(tallest + 2 * PAD, bottom(doc) - top(doc))
}

function drawRow(doc: Doc, cells: string[], widths: number[], height: number, style: RowStyle): void {
  const y = doc.y
  let x = left(doc)
  cells.forEach((cell, i) => {
    const shaded = style.header || (style.labelled && i === 0)
    if (shaded) doc.rect(x, y, widths[i], height).fill(COLOR.shade)
    doc.rect(x, y, widths[i], height).lineWidth(0.5).stroke(COLOR.border)
    doc.font(style.header ? FONT.bold : FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text)
    doc.text(cellText(cell), x + PAD, y + PAD, { width: widths[i] - 2 * PAD, height: height - 2 * PAD, ellipsis: true })
    x += widths[i]
  })
  doc.x = left(doc)
  doc.y = y + height
}

function drawRows(doc: Doc, rows: string[][], weights: number[], header?: string[], labelled = false): void {
  const total = weights.reduce((a, b) => a + b, 0)
  const widths = weights.map((w) => (w / total) * width(doc))
  const headerHeight = header ? rowHeight(doc, header, widths, { header: true }) : 0
  if (header) {
    ensureRoom(doc, headerHeight + rowHeight(doc, rows[0] ?? header, widths, {}))
    drawRow(doc, header, widths, headerHeight, { header: true })
  }
  for (const row of rows) {
    const cells = weights.map((_, i) => row[i] ?? '')
    const height = rowHeight(doc, cells, widths, { labelled })
    if (doc.y + height > bottom(doc)) {
      doc.addPage()
      if (header) drawRow(doc, header, widths, headerHeight, { header: true })
    }
    drawRow(doc, cells, widths, height, { labelled })
  }
  doc.moveDown(0.8)
}

const lines = (text: string) => text.replace(/\r\n?/g, '\n')

const DRAW: { [K in PdfBlock['kind']]: (doc: Doc, block: Extract<PdfBlock, { kind: K }>) => void } = {
  heading: (doc, block) => {
    doc.font(FONT.bold).fontSize(SIZE.heading)
    // with room for the heading and about two lines of what follows, so it never ends a page
    ensureRoom(doc, doc.heightOfString(block.text, { width: width(doc) }) + 3 * SIZE.body * 1.6)
    doc.fillColor(COLOR.text).text(block.text, left(doc), doc.y, { width: width(doc) })
    doc.moveDown(0.3)
  },
  fields: (doc, block) => drawRows(doc, block.rows.map((r) => [r.label, lines(r.value)]), [1, 3], undefined, true),
  table: (doc, block) => drawRows(doc, block.rows.map((r) => r.map(lines)), block.columns.map((c) => c.weight ?? 1), block.columns.map((c) => c.title)),
  paragraph: (doc, block) => {
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(block.muted ? COLOR.muted : COLOR.text)
    doc.text(lines(block.text), left(doc), doc.y, { width: width(doc) })
    doc.moveDown(0.5)
  },
  pageBreak: (doc) => {
    // a break right after another (or at the top of a page) adds no blank page
    if (doc.y > top(doc)) doc.addPage()
  },
}

export function drawBlock(doc: Doc, block: PdfBlock): void {
  ;(DRAW[block.kind] as (d: Doc, b: PdfBlock) => void)(doc, block)
}

/** 第 n 页 / 共 m 页 at the foot of every page; needs a document made with bufferPages. */
export function drawPageNumbers(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const margin = doc.page.margins.bottom
    // below the bottom margin: lift it while writing, or PDFKit would start another page
    doc.page.margins.bottom = 0
    doc.font(FONT.regular).fontSize(SIZE.subtitle).fillColor(COLOR.muted)
    doc.text(`第 ${i + 1} 页 / 共 ${count} 页`, left(doc), doc.page.height - margin / 2 - SIZE.subtitle, { width: width(doc), align: 'center', lineBreak: false })
    doc.page.margins.bottom = margin
  }
}
