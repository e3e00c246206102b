import { describe, expect, it } from 'vitest'
import { writePdf } from '../../server/pdf'
import { pdfText } from './pdf-text'

const fields = [
  { label: '报销事由', value: '上海客户拜访差旅费' },
  { label: '报销金额', value: '¥5,200.00（伍仟贰佰元整）' },
  { label: '备注', value: '第一行\n第二行' },
]

describe('server PDF writer', () => {
  it('writes Chinese title, fields, tables and paragraphs that a PDF reader extracts', async () => {
    const bytes = await writePdf({
      title: '费用报销审批单',
      subtitle: '打印人：张三',
      blocks: [
        { kind: 'heading', text: '表单信息' },
        { kind: 'fields', rows: fields },
        { kind: 'heading', text: '审批流程' },
        { kind: 'table', columns: [{ title: '审批人' }, { title: '状态' }, { title: '意见', weight: 3 }], rows: [['李四', '已同意', '同意']] },
        { kind: 'paragraph', text: '王五 添加了评论：请补充发票。' },
      ],
    })
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, title } = await pdfText(bytes)
    expect(title).toBe('费用报销审批单')
    expect(pages).toHaveLength(1)
    for (const text of ['费用报销审批单', '打印人：张三', '表单信息', '上海客户拜访差旅费', '伍仟贰佰元整', '第一行', '第二行', '审批人', '已同意', '请补充发票', '第 1 页 / 共 1 页']) {
      expect(pages[0]).toContain(text)
    }
  })

  it('embeds only a subset of the font, so a short document stays small', async () => {
    const bytes = await writePdf({ title: '请假单', blocks: [{ kind: 'paragraph', text: '事假一天' }] })
    const raw = bytes.toString('latin1')
    // an embedded TrueType program (not a font the reader must have) with a ToUnicode map
    expect(raw).toContain('/FontFile2')
    expect(raw).toContain('/ToUnicode')
    expect(bytes.length).toBeLessThan(60_000)
  })

  it('breaks a long table over pages, repeating its header, and starts a page at a page break', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`明细${i + 1}`, `${(i + 1) * 10}.00`])
    const bytes = await writePdf({
      title: '批量打印',
      blocks: [
        { kind: 'table', columns: [{ title: '费用项目' }, { title: '金额' }], rows },
        { kind: 'pageBreak' },
        { kind: 'pageBreak' },
        { kind: 'paragraph', text: '第二份单据' },
      ],
    })
    const { pages } = await pdfText(bytes)
    const tablePages = pages.slice(0, -1)
    expect(tablePages.length).toBeGreaterThan(1)
    for (const page of tablePages) expect(page).toContain('费用项目')
    expect(tablePages.join('')).toContain('明细120')
    // the second break right after the first adds no blank page
    expect(pages.at(-1)).toContain('第二份单据')
    expect(pages.at(-1)).not.toContain('明细')
    expect(pages.at(-1)).toContain(`共 ${pages.length} 页`)
  })

  it('cuts a cell taller than a page instead of drawing past the margin', async () => {
    const long = '很长的说明。'.repeat(2000)
    const bytes = await writePdf({ title: '超长', blocks: [{ kind: 'fields', rows: [{ label: '说明', value: long }, { label: '之后', value: '仍然可见' }] }] })
    const { pages } = await pdfText(bytes)
    expect(pages.join('')).toContain('仍然可见')
    expect(pages.length).toBeLessThanOrEqual(3)
  })
})
