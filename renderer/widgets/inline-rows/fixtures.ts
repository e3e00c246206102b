/** The menu dialog's function buttons as inline rows (spec 000 s.5: name and code required, name max 10, at most 20). */
import type { InlineRowsOptions } from './rows'

export const menuButtons: InlineRowsOptions = {
  columns: [
    { field: 'AuthorityName', label: '名称', requiredMessage: '请填写名称', maxLength: 10 },
    { field: 'Authority', label: '编码', requiredMessage: '请填写编码' },
  ],
  maxRows: 20,
  maxMessage: '最多添加20条记录',
}

export const someButtons = [
  { AuthorityName: '新增', Authority: 'Create' },
  { AuthorityName: '编辑', Authority: 'Update' },
]

export const twentyButtons = Array.from({ length: 20 }, (_, i) => ({ AuthorityName: `按钮${i + 1}`, Authority: `Button${i + 1}` }))
