import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RendererLocale } from '../renderer/locale'
import { ANTD_FIELDS_CSS, extractFieldStyles, withoutClassAttributeAncestors } from './antdStyles'
import { ANTD_TABLE_CSS } from './antdTableStyles'
import { ANTD_TAG_CSS } from './antdTagStyles'

/** The style paths a file of extracted styles covers (the ids after ':' depend on the build mode). */
const pathsOf = (css: string) => /cache-path\{content:"([^"]*)"/.exec(css)![1].split(';').map((p) => p.split(':')[0]).sort()

describe('pre-generated antd field styles', () => {
  it(`${ANTD_FIELDS_CSS}, ${ANTD_TABLE_CSS} and ${ANTD_TAG_CSS} are current (else: npm run antd-styles)`, () => {
    const r = spawnSync('node', ['--import', 'tsx', 'scripts/antd-styles.ts', '--check'], { encoding: 'utf8' })
    expect(r.status, r.stderr).toBe(0)
  }, 60_000)

  it('covers the renderer on its own too (Storybook, the form bench)', () => {
    const alone = extractFieldStyles((node) => <RendererLocale>{node}</RendererLocale>)
    expect(pathsOf(alone)).toEqual(pathsOf(readFileSync(ANTD_FIELDS_CSS, 'utf8')))
  })

  it('name no class attribute in an ancestor position, which would make any class change restyle whole subtrees', () => {
    for (const file of [ANTD_FIELDS_CSS, ANTD_TABLE_CSS, ANTD_TAG_CSS]) expect(readFileSync(file, 'utf8')).not.toMatch(/\[class[\^*]="[^"]*"\] /)
    expect(withoutClassAttributeAncestors(':where(.css-x)[class^="ant-input"] [class*=" ant-input"]::before{box-sizing:border-box;}')).toBe(':where(.css-x) [class*=" ant-input"]::before{box-sizing:border-box;}')
  })
})
