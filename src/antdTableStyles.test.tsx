import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ANTD_TABLE_CSS, TABLE_SCOPE } from './antdTableStyles'

// ./antdStyles.test.tsx checks that the file is current
describe("the data table's pre-generated antd styles", () => {
  const css = readFileSync(ANTD_TABLE_CSS, 'utf8')

  it('are scoped by the data table class where antd puts its class hash, a hovered row by :hover', () => {
    expect(css).toContain(`:where(.${TABLE_SCOPE}).ant-table-wrapper .ant-table-tbody .ant-table-row:hover>.ant-table-cell{`)
    expect(css).toContain(`:where(.${TABLE_SCOPE}).ant-checkbox-wrapper`)
    expect(css).not.toMatch(/\bcss-\w|cache-path/)
  })

  it('keep only the rules of what the data table draws', () => {
    expect(css).toContain('.ant-table-cell-fix-right')
    // the small bordered look of a detail table inside a form (renderer/widgets/detail-table)
    expect(css).toContain('.ant-table.ant-table-small .ant-table-cell')
    expect(css).toContain('.ant-table.ant-table-bordered >.ant-table-container{')
    expect(css).not.toMatch(/ant-table-(filter|column-sorter|summary|header|ping-right)/)
  })
})
