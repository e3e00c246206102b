/**
 * `color`: a colour value (#rrggbb) as a small swatch with the code beside it, so an administrator
 * sees the colour a type picker paints and the code to type. A value that is no colour stays text
 * (never put into a style where it could carry anything else).
 */
import { defineColumnKind, isEmptyCell } from '../columnKinds'

const HEX = /^#[0-9a-fA-F]{6}$/

export const colorColumn = defineColumnKind({
  name: 'color',
  render(value) {
    if (isEmptyCell(value)) return null
    const code = String(value)
    if (!HEX.test(code)) return code
    return (
      <span title={code}>
        <span className="renderer-color-swatch" style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: code, marginRight: 8, verticalAlign: 'middle' }} />
        {code}
      </span>
    )
  },
})
