/**
 * Administration of a type's form definition and flows (issue 14, menu 审批类型: 表单设计 and
 * 流程设置). A form save goes through saveFormVersion, the engine's own check (common/
 * approval-definition.ts), and adds a version: running processes keep the version they were filled
 * with. A flows save replaces the type's flows in the given order (the first whose conditions hold
 * applies); every condition must read a field of the current form and every step must be able to
 * find its people, else the save is refused with a message naming the flow and the step.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, eq } from 'drizzle-orm'
import { cleanFormItem } from '../../../common/approval-definition'
import type { BusinessForm } from '../../../common/approval-form'
import type { AppContext } from '../../context'
import { approvalFlows, approvalTypes, roles } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, conflict, notFound, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { idParams, type IdParams } from '../../http/params'
import { requireStamp } from '../../http/stamp'
import { flowsOf } from './flows'
import { currentForm, saveFormVersion } from './forms'
import { ADMIN } from './admin-types'
import { flowsBody, formBody, type FlowInput, type FormInput } from './designer-bodies'
import { checkFlows, conditionFields, DESIGNER_MESSAGES, flowsDto, flowsStamp, formDto, NOTHING_YET, trimmed } from './designer'

const tags = ['approval-admin']
const VIEW = { permission: 'OA.ApprovalType' }
const FORM = { permission: 'OA.ApprovalType.Form' }
const FLOW = { permission: 'OA.ApprovalType.Flow' }

const uuidOr404 = (id: string) => {
  if (!UUID.test(id)) throw notFound()
  return id
}

async function typeOr404(db: Executor, id: string) {
  const [t] = await db.select({ id: approvalTypes.id, name: approvalTypes.name }).from(approvalTypes).where(eq(approvalTypes.id, uuidOr404(id)))
  if (!t) throw notFound()
  return t
}

export function approvalDesignerRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db
    const typeId = idParams('id', '审批类型编号')

    app.get<IdParams>(`${ADMIN}/types/:id/form`, { config: VIEW, schema: { tags, summary: '审批类型的当前表单（最新版本）', params: typeId } }, async (request) =>
      ok(await formDto(db, await typeOr404(db, request.params.id))),
    )

    app.put<IdParams & { Body: FormInput }>(
      `${ADMIN}/types/:id/form`,
      { config: FORM, schema: { tags, summary: '保存表单：校验同审批引擎，保存为新版本，进行中的审批单仍用旧版本', params: typeId, body: formBody } },
      async (request) => {
        const type = await typeOr404(db, request.params.id)
        const b = request.body
        const definition: BusinessForm = { title: b.Title.trim(), desTxt: trimmed(b.DesTxt), operation: trimmed(b.Operation), formItems: b.FormItems.map((i) => cleanFormItem(i)) }
        await db.transaction(async (tx) => {
          // one save at a time per type, so the stamp compared is the version the new one follows
          await tx.select({ id: approvalTypes.id }).from(approvalTypes).where(eq(approvalTypes.id, type.id)).for('update')
          const current = await currentForm(tx, type.id)
          // a screen that does not edit the operation text keeps the current one
          if (b.Operation === undefined) definition.operation = current?.definition.operation ?? ''
          // the definition's own refusal first; a refused stamp rolls the new version back
          await saveFormVersion(tx, type.id, definition)
          if (requireStamp(b.ConcurrencyStamp) !== (current?.id ?? NOTHING_YET)) throw conflict()
        })
        return { ...ok(await formDto(db, type)), Message: DESIGNER_MESSAGES.formSaved }
      },
    )

    app.get<IdParams>(`${ADMIN}/types/:id/flows`, { config: VIEW, schema: { tags, summary: '审批类型的流程（按顺序，第一个条件全部满足的生效）', params: typeId } }, async (request) =>
      ok(await flowsDto(db, await typeOr404(db, request.params.id))),
    )

    app.get<IdParams>(`${ADMIN}/types/:id/condition-fields`, { config: VIEW, schema: { tags, summary: '条件可用的表单字段（Name, Label）', params: typeId } }, async (request) => {
      const form = await currentForm(db, (await typeOr404(db, request.params.id)).id)
      return ok(form ? conditionFields(form.definition).map((i) => ({ Name: i.name, Label: `${i.label}（${i.name}）` })) : [])
    })

    app.put<IdParams & { Body: { Flows: FlowInput[]; ConcurrencyStamp?: string | null } }>(
      `${ADMIN}/types/:id/flows`,
      { config: FLOW, schema: { tags, summary: '保存流程（按给出的顺序替换该类型的全部流程）', params: typeId, body: flowsBody } },
      async (request) => {
        const type = await typeOr404(db, request.params.id)
        await db.transaction(async (tx) => {
          await tx.select({ id: approvalTypes.id }).from(approvalTypes).where(eq(approvalTypes.id, type.id)).for('update')
          const form = await currentForm(tx, type.id)
          if (!form) throw new ApiError(400, DESIGNER_MESSAGES.noForm)
          const flows = await checkFlows(tx, form.definition, request.body.Flows)
          if (requireStamp(request.body.ConcurrencyStamp) !== flowsStamp(await flowsOf(tx, type.id))) throw conflict()
          // running processes hold their planned steps: replacing the configuration touches none of them
          await tx.delete(approvalFlows).where(eq(approvalFlows.typeId, type.id))
          if (flows.length) await tx.insert(approvalFlows).values(flows.map((f, i) => ({ typeId: type.id, name: f.name, sort: i + 1, conditions: f.conditions, steps: f.steps })))
        })
        return { ...ok(await flowsDto(db, type)), Message: DESIGNER_MESSAGES.flowsSaved }
      },
    )

    app.delete<{ Params: { id: string; flowId: string } }>(
      `${ADMIN}/types/:id/flows/:flowId`,
      {
        config: FLOW,
        schema: { tags, summary: '删除一个流程', params: { type: 'object', required: ['id', 'flowId'], properties: { id: { type: 'string', maxLength: 40 }, flowId: { type: 'string', maxLength: 40 } } } },
      },
      async (request) => {
        const type = await typeOr404(db, request.params.id)
        const gone = await db
          .delete(approvalFlows)
          .where(and(eq(approvalFlows.typeId, type.id), eq(approvalFlows.id, uuidOr404(request.params.flowId))))
          .returning({ id: approvalFlows.id })
        if (!gone.length) throw notFound()
        return { ...ok(null), Message: DESIGNER_MESSAGES.flowDeleted }
      },
    )

    app.get(`${ADMIN}/role-options`, { config: VIEW, schema: { tags, summary: '角色选项（Id, Name），供按角色审批的步骤选择' } }, async () =>
      ok(await db.select({ Id: roles.id, Name: roles.name }).from(roles).orderBy(asc(roles.name))),
    )
  }
}
