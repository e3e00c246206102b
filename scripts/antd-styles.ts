/**
 * `npm run antd-styles`: writes renderer/antd-fields.css (src/antdStyles.tsx); with `--check`,
 * only says whether the file is current (exit 1 when stale: antd upgraded, theme changed).
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
  const css = `${extractFieldStyles()}\n`
  if (!check) writeFileSync(ANTD_FIELDS_CSS, css)
  else if (readFileSync(ANTD_FIELDS_CSS, 'utf8') !== css) {
    console.error(`${ANTD_FIELDS_CSS} is stale: run npm run antd-styles`)
    process.exitCode = 1
  }
} finally {
  await vite.close()
}
