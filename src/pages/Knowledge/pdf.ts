/**
 * pdf.js, loaded on demand (its chunk only reaches learners who open a PDF), with its worker
 * served by Vite as a separate file so parsing stays off the page's thread.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist'

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  // pdf.js takes the buffer over to its worker: a copy keeps the caller's bytes usable (a reopen)
  return pdfjs.getDocument({ data: bytes.slice() }).promise
}
