/**
 * antd's Table and Checkbox styles for the renderer's data table (renderer/list/table/DataTable.tsx),
 * which draws their markup without their components, extracted as ./antdStyles.tsx extracts the
 * field kinds' and written by `npm run antd-styles` to renderer/list/table/antd-table.css.
 */
import { renderToString } from 'react-dom/server'
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { Table } from 'antd'
import { appProviders, withoutClassAttributeAncestors } from './antdStyles'

export const ANTD_TABLE_CSS = 'renderer/list/table/antd-table.css'

/** every part of antd's Table the data table draws: selection, an ellipsis cell, a pinned column, sideways scroll */
const TABLE = (
  <Table
    size="middle"
    rowKey="k"
    columns={[
      { key: 'a', title: 'a', ellipsis: true },
      { key: 'b', title: 'b', fixed: 'right', width: 120 },
    ]}
    dataSource={[{ k: 1 }]}
    rowSelection={{}}
    scroll={{ x: 'max-content' }}
    pagination={false}
  />
)
/**
 * The classes the data table's markup carries (./DataTable.tsx, ./SelectBox.tsx, and the antd
 * components inside it; `-small` and `-bordered` for a detail table in a form): antd's rules for
 * the rest (sorters, filters, expanding rows, a fixed header, summaries, titles and footers,
 * right-to-left, the scripted scroll shadows) are left out. Many of them
 * end in `td`, and the browser would try each of them on every cell of a page of 500 rows.
 */
const TABLE_CLASSES = new Set(
  [
    '',
    '-middle',
    '-small',
    '-bordered',
    '-empty',
    '-fixed-column',
    '-scroll-horizontal',
    '-has-fix-left',
    '-has-fix-right',
    '-wrapper',
    '-container',
    '-content',
    '-thead',
    '-tbody',
    '-cell',
    '-cell-ellipsis',
    '-cell-fix-left',
    '-cell-fix-left-last',
    '-cell-fix-right',
    '-cell-fix-right-first',
    '-selection',
    '-selection-col',
    '-selection-column',
    '-row',
    '-row-level-0',
    '-row-selected',
    '-placeholder',
    '-expanded-row-fixed',
    '-pagination',
  ].map((c) => `ant-table${c}`),
)
const OTHER_CLASSES = /^ant-(checkbox|pagination|spin|empty)/
/** whether the data table draws what `selector` matches (a class it only excludes, in :not(), does not count) */
const drawn = (selector: string) =>
  [...selector.replace(/:not\([^()]*\)/g, '').matchAll(/\.(ant-[\w-]+)/g)].every(([, c]) => TABLE_CLASSES.has(c) || OTHER_CLASSES.test(c))

/** a selector list's selectors (commas inside :not(...) and :where(...) do not part it) */
function selectors(list: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++
    else if (list[i] === ')') depth--
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i))
      start = i + 1
    }
  }
  return [...out, list.slice(start)]
}

/** the rules of flat CSS (no at-rules, as cssinjs writes antd's Table) for the classes the data table draws */
function onlyDrawn(css: string): string {
  return css
    .split('}')
    .filter((rule) => rule.trim())
    .map((rule) => {
      const [list, body, more] = rule.split('{')
      if (body === undefined || more !== undefined || list.trim().startsWith('@')) throw new Error(`antd-styles: not a flat rule: ${rule.slice(0, 80)}`)
      const kept = selectors(list).filter(drawn)
      return kept.length ? `${kept.join(',')}{${body}}` : ''
    })
    .join('')
}

/** the data table draws these itself (Spin, Empty and Pagination stay antd's components) */
const TABLE_PATHS = /^style%[^%]+%(Table|Checkbox)-\1%/
/** the class the data table's markup carries where antd's elements carry its class hash */
export const TABLE_SCOPE = 'renderer-table'

/**
 * antd's Table and Checkbox styles for the data table, which draws their markup without their
 * components: antd's class hash becomes TABLE_SCOPE (the same in development and production
 * builds, and it keeps the selectors' weight), a hovered row is `:hover` (antd's Table marks its
 * cells from script), and the file has no style path list, as no antd component looks these
 * styles up.
 */
export function extractTableStyles(wrap = appProviders): string {
  const cache = createCache()
  renderToString(<StyleProvider cache={cache}>{wrap(TABLE)}</StyleProvider>)
  for (const key of [...cache.cache.keys()]) if (!TABLE_PATHS.test(key)) cache.cache.delete(key)
  const css = onlyDrawn(
    withoutClassAttributeAncestors(extractStyle(cache, true))
      .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '')
      .replace(/:where\(\.css-[\w-]+\)/g, `:where(.${TABLE_SCOPE})`)
      .replace(/ >\.ant-table-cell-row-hover/g, ':hover>.ant-table-cell'),
  )
  if (!css.includes('.ant-table-wrapper') || !css.includes('.ant-checkbox-inner')) throw new Error('antd-styles: no Table or Checkbox styles extracted')
  if (/\bcss-[\w-]+|row-hover/.test(css)) throw new Error('antd-styles: the table styles still name a class hash or the scripted row hover')
  return css
}
