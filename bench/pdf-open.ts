/**
 * The knowledge player's long-PDF figure (issue 16: "a 300-page PDF opens in under a second after
 * its bytes arrive"): writes a 300-page A4 PDF with Chinese text through the server's PDF writer
 * (as the seed writes the demo handouts), then times bench/pdf in Chromium from the bytes'
 * arrival to page 1 drawn; median of `runs` fresh pages. Standalone: `node --import tsx bench/pdf-open.ts`.
 */
import { pathToFileURL } from 'node:url'
import type { Browser } from 'playwright-core'
import { writePdf, type PdfBlock } from '../server/pdf'
import { runPage } from './form-bench'
import { median, round } from './stats'

/** A handout of `pages` pages, one chapter of running Chinese text on each. */
export async function longPdf(pages: number): Promise<Buffer> {
  const blocks: PdfBlock[] = []
  for (let i = 1; i <= pages; i++) {
    if (i > 1) blocks.push({ kind: 'pageBreak' })
    blocks.push(
      { kind: 'heading', text: `第${i}章 制度与流程` },
      { kind: 'paragraph', text: `本章说明第${i}项制度的适用范围、办理流程与注意事项。请结合本部门的实际情况学习，遇到疑问可以在课程页面查看其他课件，或者向讲师提问。`.repeat(6) },
    )
  }
  return writePdf({ title: '员工手册（基准用长文档）', subtitle: `${pages} 页`, blocks })
}

export interface PdfOpenBench {
  /** ms, median */
  open: number
  opens: number[]
  pages: number
  /** pages drawn when page 1 was: only those near the view */
  drawn: number
  /** KB of the file */
  size: number
}

export async function benchPdfOpen(browser: Browser, runs = 7, pages = 300): Promise<PdfOpenBench> {
  const pdf = await longPdf(pages)
  const results = await runPage<{ open: number; pages: number; drawn: number; bytes: number }>(browser, 'pdf', runs, { '/doc.pdf': pdf })
  for (const r of results) if (r.pages !== pages) throw new Error(`the viewer laid out ${r.pages} pages, expected ${pages}`)
  const opens = results.map((r) => round(r.open))
  return { open: median(opens), opens, pages, drawn: results[0].drawn, size: round(pdf.length / 1024) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { launch } = await import('./browser')
  const browser = await launch()
  try {
    const r = await benchPdfOpen(browser)
    console.log(`${r.pages}-page PDF (${r.size} KB): page 1 drawn ${r.open} ms after the bytes arrived (median; runs ${r.opens.join(', ')}); pages drawn by then: ${r.drawn}`)
  } finally {
    await browser.close()
  }
}
