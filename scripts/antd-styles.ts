/**
 * `npm run antd-styles`: writes renderer/antd-fields.css, renderer/list/table/antd-table.css and
 * renderer/list/column-kinds/antd-tag.css (src/antdStyles.tsx, src/antdTableStyles.tsx, src/antdTagStyles.tsx); with `--check`, only says whether they are current (exit 1 when stale:
 * antd upgraded, theme changed).
 * Production mode, as the class names of a production build carry antd's production hash; the
 * modules load through Vite, which handles their TSX and CSS imports.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

process.env.NODE_ENV = 'production'
const check = process.argv.includes('--check')
const vite = await createServer({ configFile: false, server: { middlewareMode: true, ws: false }, appType: 'custom', logLevel: 'error' })
try {
  const { ANTD_FIELDS_CSS, extractFieldStyles } = (await vite.ssrLoadModule('/src/antdStyles.tsx')) as typeof import('../src/antdStyles')
  const { ANTD_TABLE_CSS, extractTableStyles } = (await vite.ssrLoadModule('/src/antdTableStyles.tsx')) as typeof import('../src/antdTableStyles')
  const { ANTD_TAG_CSS, extractTagStyles } = (await vite.ssrLoadModule('/src/antdTagStyles.tsx')) as typeof import('../src/antdTagStyles')
  for (const [file, css] of [
    [ANTD_FIELDS_CSS, `${extractFieldStyles()}\n`],
    [ANTD_TABLE_CSS, `${extractTableStyles()}\n`],
    [ANTD_TAG_CSS, `${extractTagStyles()}\n`],
  ]) {
    if (!check) writeFileSync(file, css)
    else if (readFileSync(file, 'utf8') !== css) {
      console.error(`${file} is stale: run npm run antd-styles`)
      process.exitCode = 1
    }
  }
} finally {
  await vite.close()
}
