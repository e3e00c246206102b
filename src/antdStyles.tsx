/**
 * antd's styles of the form field kinds (renderer/fields/registry.tsx), of Spin (every form and list
 * spins while it loads; built at its first render it cost a form's mount ~25 ms), of Button (every
 * page has buttons; its 70 KB of rules took ~10 ms to build at the first one), of Pagination (every
 * list's pager, renderer/list/ListPager.tsx: 21 KB of rules built inside the first list's render, ~15
 * ms of its 500-row mount) and of Space (the header bar, every list's toolbar) as the application
 * renders them (AppConfig around RendererLocale), extracted the way antd's static-style docs describe:
 * render under a fresh cssinjs cache, then extractStyle. Run in a production build's mode (the
 * class names carry its hash) by `npm run antd-styles`, which writes renderer/antd-fields.css
 * (renderer/antdStyles.ts says why) and the data table's styles (./antdTableStyles.tsx).
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { Button, Checkbox, DatePicker, Input, InputNumber, Pagination, Radio, Select, Space, Spin, Switch } from 'antd'
import { RUNTIME_STYLES_ATTRIBUTE } from '../renderer/antdStyles'
import { RendererLocale } from '../renderer/locale'
import { AppConfig } from './AppConfig'

export const ANTD_FIELDS_CSS = 'renderer/antd-fields.css'

const FIELDS = (
  <>
    <Input allowClear />
    <Input.Password />
    <Input.TextArea showCount />
    <InputNumber />
    <DatePicker />
    <DatePicker.RangePicker />
    <Select />
    <Checkbox.Group />
    <Radio.Group />
    <Switch />
    <Spin />
    <Button />
    <Pagination total={1} />
    <Space>
      <span />
    </Space>
  </>
)

/**
 * antd's shared resets (the `[class^="ant-"]` font rules, the icon reset) stay with its runtime,
 * which puts them first in the page so that every component's rules override them. From the
 * file they would come after the <style> tags antd adds at runtime (a <link> follows them) and
 * override the rules of those components instead.
 */
const RUNTIME_PATHS = /^style%[^%]+%(Shared|ant-design-icons)%/
const PATH_LIST = '.data-ant-cssinjs-cache-path{'

export const appProviders = (node: ReactNode) => (
  <AppConfig>
    <RendererLocale>{node}</RendererLocale>
  </AppConfig>
)

/**
 * antd scopes each component's box-sizing reset to its descendants by class-attribute selectors in
 * an ancestor position (`:where(.css-x)[class^="ant-input"] [class^="ant-input"]`). The browser
 * cannot narrow those to the changed class: any class change (a form item turning red) restyles the
 * whole subtree under it, ~3,500 elements when a 300-field form shows its messages. The ancestor
 * keeps antd's scope class only, which the browser narrows (and every antd component root carries).
 */
export function withoutClassAttributeAncestors(css: string): string {
  return css.replace(/(:where\(\.[\w-]+\))\[class[\^*]="[^"]*"\](?= )/g, '$1')
}

/** The field kinds' styles under `wrap` (by default the application's providers). */
export function extractFieldStyles(wrap = appProviders): string {
  const cache = createCache()
  renderToString(<StyleProvider cache={cache}>{wrap(FIELDS)}</StyleProvider>)
  for (const key of [...cache.cache.keys()]) if (RUNTIME_PATHS.test(key)) cache.cache.delete(key)
  const css = extractStyle(cache, true)
  if (!css.includes(PATH_LIST)) throw new Error('antd-styles: cssinjs no longer writes its path list as expected')
  return withoutClassAttributeAncestors(css).replace(PATH_LIST, `:root:not([${RUNTIME_STYLES_ATTRIBUTE}]) ${PATH_LIST}`)
}
