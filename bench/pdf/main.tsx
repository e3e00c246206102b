/**
 * Bench page: the knowledge player's PDF viewer (src/pages/Knowledge/PdfViewer.tsx) opening a
 * long PDF. The page fetches ./doc.pdf (written by bench/pdf-open.ts); the clock starts when its
 * bytes have arrived and stops when the first page is drawn (its data-drawn mark), as a learner
 * waits once the download is done: loading pdf.js and its worker, parsing, the page placeholders
 * and drawing page 1 all count. Publishes the time, the page count and how many pages were drawn
 * on window.__bench.
 */
import { createRoot } from 'react-dom/client'
import { AppConfig } from '../../src/AppConfig'
import { PdfViewer } from '../../src/pages/Knowledge/PdfViewer'

let start = 0
let bytes = new Uint8Array()

// polls each frame: opened once page 1 says it is drawn
function watch() {
  if (document.querySelector('[data-page="1"][data-drawn="1"]')) {
    ;(window as { __bench?: unknown }).__bench = {
      open: performance.now() - start,
      pages: document.querySelectorAll('[data-page]').length,
      drawn: document.querySelectorAll('[data-page][data-rendered="1"]').length,
      bytes: bytes.length,
    }
    return
  }
  requestAnimationFrame(watch)
}

void fetch('./doc.pdf')
  .then((r) => r.arrayBuffer())
  .then((buffer) => {
    bytes = new Uint8Array(buffer)
    start = performance.now()
    requestAnimationFrame(watch)
    createRoot(document.getElementById('root')!).render(
      <AppConfig>
        <PdfViewer bytes={bytes} />
      </AppConfig>,
    )
  })
