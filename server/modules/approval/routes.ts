/**
 * The approval centre's calls (spec 002 s.7, issue 11): type groups, the five lists, counts,
 * approval-load, get-config-by-condition and approval-save. Every call needs the page permission
 * OA.Approval (saving OA.Approval.Create); what a caller sees is limited to the processes they take
 * part in, and any other id answers 404.
 */
import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { STATE, STATE_NAMES } from '../../../common/approval'
import { chinaDateTime } from '../../../common/time'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { approvalReads, approvalTypeGroups, approvalTypes } from '../../db/schema'
import { fail, notFound, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { pageQuery } from '../../http/paging'
import { text } from '../../http/params'
import { operatorOf } from '../hr/moves'
import { currentForm, formById } from './forms'
import { historyOf } from './history'
import { actionsFor, approversOf, commentsOf, conditionColumns, configFor, newForm, stateName, typeById } from './load'
import { counts, listPage, type ListFilter, type ListKind } from './queries'
import { saveApproval, type SaveInput } from './save'
import { canSee, loadProcess } from './store'
import type { Chosen } from './flows'

const tags = ['approval']
const A = '/api/app/approval'
const VIEW = { permission: 'OA.Approval' }
const CREATE = { permission: 'OA.Approval.Create' }

const listBody = pageQuery({
  Keyword: { ...text(100), description: '关键字（标题、编号、正文）' },
  RelationId: { ...text(100), description: '审批类型' },
  State: { type: 'integer', minimum: -3, maximum: 6, description: '状态' },
  UnRead: { type: 'boolean', description: '只看未读（我收到）' },
})

const chosenSchema = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['Sort'],
    properties: {
      Sort: { type: 'integer', minimum: 1, maximum: 100 },
      Users: { type: 'array', maxItems: 200, items: { type: 'object', required: ['UserId'], properties: { UserId: text(100), UserName: text(100) } } },
    },
  },
}
const dataSchema = { anyOf: [{ type: 'object' }, { type: 'string', maxLength: 500_000 }] }
const relationId = { ...text(100), 'x-message': '请选择审批类型' }

const LISTS: [string, ListKind, string][] = [
  ['wait-list', 'wait', '待处理'],
  ['finish-list', 'finish', '已处理'],
  ['self-list', 'self', '已发起'],
  ['read-list', 'read', '我收到'],
  ['all-list', 'all', '全部'],
]

/** The radios' "all" and untouched filters arrive as '' or null: they filter nothing. */
function dropEmpty(body: unknown) {
  if (!body || typeof body !== 'object') return
  const b = body as Record<string, unknown>
  for (const k of ['Keyword', 'RelationId', 'State', 'UnRead']) if (b[k] === '' || b[k] === null) delete b[k]
}

export function approvalRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db

    app.post(`${A}/approval-type-list-new`, { config: VIEW, schema: { tags, summary: '审批类型（按分组）' } }, async () => {
      const groups = await db.select().from(approvalTypeGroups).orderBy(asc(approvalTypeGroups.sort), asc(approvalTypeGroups.name))
      const types = await db.select().from(approvalTypes).where(eq(approvalTypes.isEnabled, true)).orderBy(asc(approvalTypes.sort), asc(approvalTypes.name))
      return ok(
        groups
          .map((g) => ({
            Id: g.id,
            TypeName: g.name,
            Items: types.filter((t) => t.groupId === g.id).map((t) => ({ RelationId: t.id, ApprovalName: t.name, Color: t.color, Icon: t.icon })),
          }))
          .filter((g) => g.Items.length),
      )
    })

    for (const [path, kind, title] of LISTS) {
      app.post<{ Body: ListFilter }>(
        `${A}/${path}`,
        { config: VIEW, preValidation: async (request) => dropEmpty(request.body), schema: { tags, summary: `${title}列表`, body: listBody } },
        async (request) => ok(await listPage(db, kind, userOf(request).id, request.body ?? { SkipCount: 0, MaxResultCount: 15 })),
      )
    }

    app.get(`${A}/count`, { config: VIEW, schema: { tags, summary: '各列表数量、状态与类型名称' } }, async (request) => {
      const c = await counts(db, userOf(request).id)
      return ok({ ...c.counts, States: STATE_NAMES, Types: c.types })
    })

    app.post<{ Querystring: { relationId?: string; processId?: string } }>(
      `${A}/approval-load`,
      { config: VIEW, schema: { tags, summary: '审批单详情（打开即标记已读）', querystring: { type: 'object', properties: { relationId: text(100), processId: text(100), appealProcessId: text(100) } } } },
      async (request) => {
        const me = userOf(request)
        const { relationId = '', processId = '' } = request.query
        if (processId && processId !== '0') {
          const loaded = UUID.test(processId) ? await loadProcess(db, processId) : undefined
          if (!loaded || !(await canSee(db, loaded.row, me.id))) throw notFound()
          const { row, model, meta } = loaded
          const [type] = await db.select().from(approvalTypes).where(eq(approvalTypes.id, row.typeId))
          const form = await formById(db, row.formId)
          await db.insert(approvalReads).values({ processId: row.id, userId: me.id }).onConflictDoNothing()
          const editable = row.initiatorId === me.id && row.state === STATE.draft
          const chosen: Chosen = new Map(Object.entries(row.selectApprovers).map(([k, v]) => [Number(k), v]))
          const cfg = editable ? await configFor(db, row.typeId, form!.definition, row.businessData, me.id, chosen) : undefined
          return ok({
            Id: row.id,
            RelationId: row.typeId,
            ApprovalName: type.name,
            Color: type.color,
            Icon: type.icon,
            State: row.state,
            StateName: stateName(row.state),
            Digest: row.digest,
            ProjectNo: row.projectNo ?? '',
            DeptName: row.deptName,
            UserName: row.initiatorName,
            CreateTime: chinaDateTime(row.submitTime ?? row.creationTime),
            FormVersion: form!.version,
            BusinessForm: form!.definition,
            BusinessData: row.businessData,
            SelectApprovers: row.selectApprovers,
            Approvers: row.state === STATE.draft ? [] : approversOf(model, meta, await historyOf(db, row.id, model)),
            ConditionConfigs: cfg?.answer ? [cfg.answer] : [],
            ConditionColumns: cfg ? conditionColumns(cfg.flows) : [],
            ApproverComments: await commentsOf(db, row.id),
            Actions: actionsFor(model, me.id),
            Editable: editable,
          })
        }
        const type = UUID.test(relationId) ? await typeById(db, relationId) : undefined
        if (!type) throw notFound()
        return ok(await newForm(db, type, me.id, {}))
      },
    )

    app.post<{ Body: { RelationId: string; BusinessDatas?: Record<string, unknown> | string; SelectApprovers?: SaveInput['SelectApprovers'] } }>(
      '/api/app/approval-config/get-config-by-condition',
      { config: VIEW, schema: { tags, summary: '按表单值取适用的流程（无则为 null）', body: { type: 'object', required: ['RelationId'], properties: { RelationId: relationId, BusinessDatas: dataSchema, SelectApprovers: chosenSchema } } } },
      async (request) => {
        const b = request.body
        const type = UUID.test(b.RelationId) ? await typeById(db, b.RelationId) : undefined
        if (!type) throw fail('RelationId', '审批类型不存在')
        const form = await currentForm(db, type.id)
        if (!form) return ok(null)
        let data: Record<string, unknown> = {}
        if (typeof b.BusinessDatas === 'string') {
          try {
            data = JSON.parse(b.BusinessDatas) ?? {}
          } catch {
            throw fail('BusinessDatas', '表单内容格式不正确')
          }
        } else if (b.BusinessDatas) data = b.BusinessDatas
        const chosen: Chosen = new Map((b.SelectApprovers ?? []).map((s) => [s.Sort, (s.Users ?? []).map((u) => ({ UserId: u.UserId, UserName: u.UserName ?? '' }))]))
        return ok((await configFor(db, type.id, form.definition, data, userOf(request).id, chosen)).answer)
      },
    )

    app.post<{ Body: SaveInput }>(
      `${A}/approval-save`,
      {
        config: CREATE,
        schema: {
          tags,
          summary: '暂存（Submit false，草稿 -2）或提交审批',
          body: {
            type: 'object',
            required: ['RelationId', 'BusinessDatas'],
            properties: {
              RelationId: relationId,
              OrgId: { type: ['integer', 'string'] },
              ApprovalProcess: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 100 }, { type: 'object', properties: { Id: { anyOf: [{ type: 'null' }, text(100)] } } }] },
              BusinessDatas: dataSchema,
              SelectApprovers: chosenSchema,
              Submit: { type: 'boolean' },
            },
          },
        },
      },
      async (request) => {
        const op = await operatorOf(db, request)
        const r = await db.transaction((tx) => saveApproval(tx, op, request.body))
        return { ...ok(r.data), Message: r.message }
      },
    )
  }
}
