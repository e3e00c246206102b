/**
 * Print (spec 002 s.4 action 7, s.7): `approval-print/{id}` answers the address of a PDF of one
 * process; `approval-print-wait` one PDF of the caller's pending processes (待处理) under the
 * list's filters, at most PRINT_WAIT_LIMIT of them (IsOk false and a message saying so when the
 * list holds more). The PDFs are stored as files of the caller, downloaded like any other file.
 */
import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { chinaDateTime } from '../../../common/time'
import type { AppContext } from '../../context'
import { approvalTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, notFound, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { pageQuery } from '../../http/paging'
import { idParams, text } from '../../http/params'
import { writePdf, type PdfBlock } from '../../pdf'
import { exportStamp, storeMadeFile } from '../files/exports'
import { operatorOf } from '../hr/moves'
import { PRINT_MESSAGES, PRINT_WAIT_LIMIT, printable, processBlocks } from './print'
import { listPage } from './queries'
import { canSee, loadProcess } from './store'

const tags = ['approval']
const A = '/api/app/approval'
const VIEW = { permission: 'OA.Approval' }

const waitBody = pageQuery({ Keyword: text(100), RelationId: text(100) })

async function typeNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const rows = ids.length ? await db.select({ id: approvalTypes.id, name: approvalTypes.name }).from(approvalTypes).where(inArray(approvalTypes.id, ids)) : []
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** A file name without the characters file systems refuse. */
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_')

export function approvalPrintRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db
    const printedBy = (name: string) => `打印人：${name}  打印时间：${chinaDateTime(new Date())}`

    app.post<{ Params: { id: string } }>(
      `${A}/approval-print/:id`,
      { config: VIEW, schema: { tags, summary: '打印为 PDF（Data 为文件地址）', params: idParams('id', '审批单编号') } },
      async (request) => {
        const op = await operatorOf(db, request)
        const loaded = UUID.test(request.params.id) ? await loadProcess(db, request.params.id) : undefined
        if (!loaded || !(await canSee(db, loaded.row, op.id))) throw notFound()
        if (!printable(loaded)) throw badRequest(PRINT_MESSAGES.none)
        const [type] = await db.select({ name: approvalTypes.name }).from(approvalTypes).where(eq(approvalTypes.id, loaded.row.typeId))
        const pdf = await writePdf({ title: `${type.name}审批单`, subtitle: printedBy(op.name), blocks: await processBlocks(db, loaded, type.name) })
        const file = await storeMadeFile(ctx, op.id, pdf, `${safeName(type.name)}_${loaded.row.projectNo ?? exportStamp(new Date())}.pdf`)
        return { ...ok(file.Url), Message: '操作成功' }
      },
    )

    app.post<{ Body: { Keyword?: string; RelationId?: string } }>(
      `${A}/approval-print-wait`,
      {
        config: VIEW,
        preValidation: async (request) => {
          const b = request.body as Record<string, unknown> | undefined
          for (const k of ['Keyword', 'RelationId']) if (b && (b[k] === '' || b[k] === null)) delete b[k]
        },
        schema: { tags, summary: `批量打印待处理（按列表的筛选条件，一次至多 ${PRINT_WAIT_LIMIT} 份）`, body: waitBody },
      },
      async (request) => {
        const op = await operatorOf(db, request)
        const { Keyword, RelationId } = request.body ?? {}
        // the whole filtered list, not the page on screen: paging is accepted and not applied
        const page = await listPage(db, 'wait', op.id, { Keyword, RelationId, SkipCount: 0, MaxResultCount: PRINT_WAIT_LIMIT })
        if (!page.Items.length) throw badRequest(PRINT_MESSAGES.none)
        const names = await typeNames(db, [...new Set(page.Items.map((i) => i.RelationId))])
        const blocks: PdfBlock[] = []
        for (const item of page.Items) {
          const loaded = await loadProcess(db, item.Id)
          if (!loaded) continue
          if (blocks.length) blocks.push({ kind: 'pageBreak' })
          blocks.push(...(await processBlocks(db, loaded, names.get(item.RelationId) ?? item.ApprovalName)))
        }
        const count = page.Items.length
        const pdf = await writePdf({ title: '待处理审批', subtitle: `共 ${count} 份  ${printedBy(op.name)}`, blocks })
        const file = await storeMadeFile(ctx, op.id, pdf, `待处理审批_${exportStamp(new Date())}.pdf`)
        const isOk = page.TotalCount <= PRINT_WAIT_LIMIT
        const message = isOk ? '操作成功' : `待处理共 ${page.TotalCount} 份，本次打印了前 ${PRINT_WAIT_LIMIT} 份；请用筛选条件缩小范围后打印其余的`
        return { ...ok(file.Url), IsOk: isOk, Message: message }
      },
    )
  }
}
