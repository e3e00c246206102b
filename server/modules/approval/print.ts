/**
 * Approval print (spec 002 s.4 action 7 and batch print on 待处理): a process as PDF blocks — its
 * header, the form with its detail tables, the flow with every approver's state, time and remark
 * (with the earlier entries of a level a return went back to, ./history.ts), and the comments —
 * written by server/pdf and stored as a file of the caller.
 */
import { inArray } from 'drizzle-orm'
import { STATE, STATE_NAMES, type StateCode } from '../../../common/approval'
import type { FormItem } from '../../../common/approval-form'
import { DETAILS_DEFAULT_LABEL } from '../../../common/approval-validate'
import { moneyInWords } from '../../../common/money'
import { chinaDateTime } from '../../../common/time'
import { files } from '../../db/schema'
import type { Executor } from '../../db/types'
import type { PdfBlock } from '../../pdf'
import { fileIdOfReference } from '../files/references'
import type { StepUser } from './engine'
import { formById } from './forms'
import { historyOf } from './history'
import { commentsOf, stateName } from './load'
import type { Loaded } from './store'

export const PRINT_MESSAGES = { none: '暂无打印的文件' } as const

/** The most processes one batch print holds; the answer says so when the list has more. */
export const PRINT_WAIT_LIMIT = 50

const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : [])
const optionLabel = (item: FormItem, v: string) => item.options?.find((o) => o.value === v)?.label ?? v

/** File names of upload values (file references), for the print; what is no known file stays as it is. */
async function fileNames(db: Executor, refs: string[]): Promise<Map<string, string>> {
  const ids = refs.map((r) => fileIdOfReference(r)).filter((id): id is string => Boolean(id))
  if (!ids.length) return new Map()
  const rows = await db.select({ id: files.id, name: files.fileName }).from(files).where(inArray(files.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r.name]))
  return new Map(refs.map((r) => [r, byId.get(fileIdOfReference(r) ?? '') ?? r]))
}

/** One value as the form shows it: option labels, amounts with their capitals, file names. */
function shown(item: FormItem, value: unknown, names: Map<string, string>): string {
  if (value === undefined || value === null || value === '') return ''
  switch (item.type) {
    case 'select':
    case 'radio':
      return optionLabel(item, String(value))
    case 'checkbox':
      return listOf(value).map((v) => optionLabel(item, v)).join('、')
    case 'upload':
      return listOf(value).map((r) => names.get(r) ?? r).join('、')
    case 'number':
    case 'float':
      return item.moneyWords ? `${value}（${moneyInWords(value)}）` : String(value)
    default:
      return String(value)
  }
}

/** The form: its simple items as label/value rows, each detail table as a table of its own. */
async function formBlocks(db: Executor, items: FormItem[], data: Record<string, unknown>): Promise<PdfBlock[]> {
  // an item hidden while filling shows once someone has filled it
  const present = items.filter((i) => i.formVisible !== false || (data[i.name] ?? '') !== '')
  const uploads = present.flatMap((i) => (i.type === 'upload' ? listOf(data[i.name]) : []))
  const names = await fileNames(db, uploads)
  const blocks: PdfBlock[] = [{ kind: 'fields', rows: present.filter((i) => i.type !== 'details').map((i) => ({ label: i.label, value: shown(i, data[i.name], names) })) }]
  for (const table of present.filter((i) => i.type === 'details')) {
    const columns = table.details ?? []
    const rows = Array.isArray(data[table.name]) ? (data[table.name] as Record<string, unknown>[]) : []
    blocks.push({ kind: 'heading', text: table.label || DETAILS_DEFAULT_LABEL })
    blocks.push({
      kind: 'table',
      columns: [{ title: '序号', weight: 0.5 }, ...columns.map((c) => ({ title: c.label }))],
      rows: rows.map((row, n) => [String(n + 1), ...columns.map((c) => shown(c, row?.[c.name], names))]),
    })
  }
  return blocks
}

/** The flow: one row per entry of every step, the initiator first; a step's earlier entries before its current ones. */
function flowBlock(loaded: Loaded, earlier: Map<number, StepUser[]>): PdfBlock {
  const rows = loaded.model.steps.flatMap((s) =>
    [...(earlier.get(s.sort) ?? []), ...s.users].map((u) => [
      s.kind === 'initiator' ? '发起人' : s.name,
      u.userName,
      s.kind === 'initiator' ? '已提交' : (STATE_NAMES[u.state as StateCode] ?? ''),
      chinaDateTime(u.time),
      u.remark,
    ]),
  )
  return { kind: 'table', columns: [{ title: '环节' }, { title: '人员' }, { title: '状态' }, { title: '时间', weight: 1.4 }, { title: '意见', weight: 2.2 }], rows }
}

/** Everything one process prints as: header rows, form, flow, comments. */
export async function processBlocks(db: Executor, loaded: Loaded, typeName: string): Promise<PdfBlock[]> {
  const { row } = loaded
  const form = await formById(db, row.formId)
  const comments = await commentsOf(db, row.id)
  return [
    { kind: 'heading', text: `${typeName} ${row.projectNo ?? ''}`.trim() },
    {
      kind: 'fields',
      rows: [
        { label: '审批编号', value: row.projectNo ?? '' },
        { label: '申请人', value: row.initiatorName },
        { label: '所在部门', value: row.deptName },
        { label: '提交时间', value: chinaDateTime(row.submitTime ?? row.creationTime) },
        { label: '审批状态', value: stateName(row.state) },
      ],
    },
    { kind: 'heading', text: form?.definition.title || '表单信息' },
    ...(await formBlocks(db, form?.definition.formItems ?? [], row.businessData)),
    { kind: 'heading', text: '审批流程' },
    flowBlock(loaded, await historyOf(db, row.id, loaded.model)),
    { kind: 'heading', text: '评论' },
    ...(comments.length
      ? comments.map((c): PdfBlock => ({ kind: 'paragraph', text: `${c.UserName} 添加了评论 ${c.CreateTime}\n${c.CommentContent}${c.AttachNames ? `\n附件：${c.AttachNames.split(',').join('、')}` : ''}` }))
      : [{ kind: 'paragraph', text: '暂无评论', muted: true } as PdfBlock]),
  ]
}

/** A draft has nothing to print: it has no number, no flow and may still change. */
export const printable = (loaded: Loaded) => loaded.row.state !== STATE.draft && loaded.row.state !== STATE.deleted
