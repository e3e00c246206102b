import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { ConfigProvider, Tag } from 'antd'
import { PlainTag } from './plainTag'
import { ANTD_TAG_CSS, TAG_SCOPE } from '../../../src/antdTagStyles'

/** an element's tag, ant-* classes (sorted), style and text: what antd's Tag and the plain tag must share */
function shape(html: string) {
  const el = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLElement
  return { tag: el.tagName, classes: [...el.classList].filter((c) => c.startsWith('ant-')).sort(), style: el.getAttribute('style'), text: el.textContent }
}

describe('PlainTag', () => {
  it.each([undefined, 'blue', 'success', 'processing', 'red-inverse', '#f50'])('draws what antd Tag draws for the colour %s', (color) => {
    const antd = renderToStaticMarkup(
      <ConfigProvider>
        <Tag color={color}>在职</Tag>
      </ConfigProvider>,
    )
    const plain = renderToStaticMarkup(<PlainTag color={color}>在职</PlainTag>)
    expect(shape(plain)).toEqual(shape(antd.slice(antd.indexOf('<span'))))
    expect(plain).toContain(`class="${TAG_SCOPE} `)
  })

  it('finds its styles scoped by its own class (src/antdStyles.test.tsx checks the file is current)', () => {
    const css = readFileSync(ANTD_TAG_CSS, 'utf8')
    expect(css).toContain(`:where(.${TAG_SCOPE}).ant-tag.ant-tag-blue{`)
    expect(css).toContain(`:where(.${TAG_SCOPE}).ant-tag.ant-tag-success{`)
    expect(css).not.toMatch(/\bcss-\w|cache-path/)
  })
})
