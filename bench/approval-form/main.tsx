/**
 * Bench page: the approval form dialog (src/pages/Approval/FormDialog.tsx) opening a draft of a
 * 30-field type with a 20-row detail table. The clock starts when approval-load answers (the data
 * has arrived) and stops when the browser has laid out every field and every detail row; the
 * timing is published on window.__bench.
 */
import { createRoot } from 'react-dom/client'
import { RendererLocale } from '../../renderer'
import type { DataProvider, RequestOptions } from '../../renderer/data/provider'
import { AppConfig } from '../../src/AppConfig'
import { approvalApi } from '../../src/pages/Approval/api'
import { FormDialog } from '../../src/pages/Approval/FormDialog'
import { preloadApprovalFields } from '../../src/pages/Approval/FormFields'
import { bigApproval, DETAIL_ROWS } from './big-approval'

const { items, data } = bigApproval(30)
const loaded = {
  Id: 'p-bench', RelationId: 't-bench', ApprovalName: '基准审批', Color: '#1677ff', Icon: 'AuditOutlined', State: -2, StateName: '草稿',
  Digest: '', ProjectNo: '', DeptName: '', BusinessForm: { title: '基准审批', desTxt: '', operation: '', formItems: items }, BusinessData: data,
  SelectApprovers: {}, Approvers: [], ConditionConfigs: [], ConditionColumns: [], ApproverComments: [], Actions: [], Editable: true,
}

let start = 0
const provider: DataProvider = {
  request: async <T,>(o: RequestOptions): Promise<T> => {
    if (o.url.endsWith('approval-load')) {
      start = performance.now()
      // marks: the window a performance trace of the page is read in
      performance.mark('bench-start')
      return structuredClone(loaded) as T
    }
    return null as T
  },
} as DataProvider

const fieldsShown = () => document.querySelectorAll('.approval-form > .renderer-item').length
const rowsShown = () => document.querySelectorAll('.approval-form .renderer-detail-table .ant-table-tbody tr.ant-table-row').length

// polls each frame: the dialog is open once every field and detail row is on the page and laid out
function watch() {
  if (start && fieldsShown() === items.length && rowsShown() === DETAIL_ROWS) {
    // reading a size lays the page out now, so the time includes layout
    void document.body.offsetHeight
    performance.mark('bench-end')
    ;(window as { __bench?: unknown }).__bench = { open: performance.now() - start, fields: fieldsShown(), rows: rowsShown() }
    return
  }
  requestAnimationFrame(watch)
}
requestAnimationFrame(watch)

// the form's field kinds are there before the dialog opens, as the approval centre loads them when it opens;
// inside the application's antd settings and the renderer's locale, as the approval centre renders it
void preloadApprovalFields().then(() =>
  createRoot(document.getElementById('root')!).render(
    <AppConfig>
      <RendererLocale>
        <FormDialog api={approvalApi(provider)} target={{ relationId: 't-bench', processId: 'p-bench' }} onClose={() => undefined} />
      </RendererLocale>
    </AppConfig>,
  ),
)
