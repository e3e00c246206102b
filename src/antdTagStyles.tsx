/**
 * antd's Tag styles for the renderer's tags (renderer/list/column-kinds/plainTag.tsx), which draw
 * antd Tag's markup without its component, extracted as ./antdTableStyles.tsx extracts the data
 * table's and written by `npm run antd-styles` to renderer/list/column-kinds/antd-tag.css.
 */
import { renderToString } from 'react-dom/server'
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { Tag } from 'antd'
import { appProviders } from './antdStyles'

export const ANTD_TAG_CSS = 'renderer/list/column-kinds/antd-tag.css'
/** the class a plain tag carries where antd's Tag carries its class hash */
export const TAG_SCOPE = 'renderer-tag'

/** a preset colour and a status colour: each registers its own part of the styles */
const TAGS = (
  <>
    <Tag color="blue" />
    <Tag color="success" />
  </>
)
const TAG_PATHS = /^style%[^%]+%Tag-/

/**
 * antd's Tag styles for the plain tags: antd's class hash becomes TAG_SCOPE (the same in development
 * and production builds, same selector weight), and the file has no style path list, as no antd
 * component looks these styles up.
 */
export function extractTagStyles(wrap = appProviders): string {
  const cache = createCache()
  renderToString(<StyleProvider cache={cache}>{wrap(TAGS)}</StyleProvider>)
  for (const key of [...cache.cache.keys()]) if (!TAG_PATHS.test(key)) cache.cache.delete(key)
  const css = extractStyle(cache, true)
    .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '')
    .replace(/:where\(\.css-[\w-]+\)/g, `:where(.${TAG_SCOPE})`)
  if (!css.includes('.ant-tag-blue') || !css.includes('.ant-tag-success')) throw new Error('antd-styles: no Tag styles extracted')
  if (/\bcss-[\w-]+/.test(css)) throw new Error('antd-styles: the tag styles still name a class hash')
  return css
}
