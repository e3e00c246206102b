import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text'

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor makes', () => {
    const html = '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u></p><ul><li>一</li></ul><blockquote><p>引</p></blockquote>'
    expect(sanitizeRichText(html)).toBe(html)
  })
  it('drops scripts, event attributes, styles and dangerous schemes', () => {
    const out = sanitizeRichText('<p style="x" onclick="a()">t<script>alert(1)</script></p><img src="javascript:alert(1)" onerror="a()"><a href="javascript:alert(1)">x</a><iframe src="https://e"></iframe>')
    expect(out).not.toMatch(/script|onclick|onerror|style|iframe|javascript/i)
    expect(out).toContain('<p>t</p>')
  })
  it('makes links open apart from this page', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>')
  })
})
