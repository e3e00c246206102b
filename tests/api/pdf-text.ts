/**
 * What a reader of a PDF gets out of it: the text of each page as pdf.js extracts it (the same
 * library a browser's viewer uses), so a test sees what copy/paste and search would see.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfText {
  pages: string[]
  title: string | undefined
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise
  try {
    const pages: string[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
    }
    const info = (await pdf.getMetadata()).info as { Title?: string }
    return { pages, title: info.Title }
  } finally {
    await pdf.destroy()
  }
}
