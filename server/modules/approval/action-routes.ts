/**
 * The actions after submit (spec 002 s.4 and s.7, issue 14): agree (approval-pass), refuse and
 * return (approval-reject, RejectId -1 for the initiator), forward (approval-transpond), revoke
 * (approval-cancel/{id}), the return levels (approval-reject-list/{id}), comments, sharing and
 * copying into a new draft (approval-copy/{id}).
 * Every state change is one transition of the pure engine (./act.ts); a refused one answers its
 * message and changes nothing. Whoever does not take part in a process gets 404 for it. The
 * BusinessDatas an agree may carry are not read: no form definition lets an approver fill a field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { STATE } from '../../../common/approval'
import { fillable } from '../../../common/approval-validate'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { approvalComments, approvalShares, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, forbidden, notFound, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { idParams, text } from '../../http/params'
import { operatorOf } from '../hr/moves'
import { act } from './act'
import { attachmentsOf } from './attachments'
import { currentForm } from './forms'
import { newForm, typeById } from './load'
import { isParticipant, isTurnOf, returnTargets, type Action } from './engine'
import { sendNotices } from './notices'
import { canSee, loadProcess } from './store'

const tags = ['approval']
const A = '/api/app/approval'
const VIEW = { permission: 'OA.Approval' }

export const ACTION_MESSAGES = {
  done: '操作成功',
  shared: '分享成功',
  remark: '请填写审批意见',
  remarkLong: '审批意见不能超过300个字符',
  comment: '请填写评论内容',
  commentLong: '评论内容不能超过3000个字符',
  person: '请选择人员',
  shareSelf: '不能分享给自己',
  shareNotParticipant: '只有发起人和流程中的人员可以分享',
  notSubmitted: '审批尚未提交',
} as const

const REMARK_MAX = 300
const COMMENT_MAX = 3000

const processId = { ...text(100), 'x-message': '审批单不存在' }
const remark = { type: 'string', maxLength: 2000 }
const personId = { ...text(100), 'x-message': ACTION_MESSAGES.person }

/** The remark of an approver's action: 1-300 characters after trimming. */
function remarkOf(value: unknown): string {
  const r = typeof value === 'string' ? value.trim() : ''
  if (!r) throw fail('Remark', ACTION_MESSAGES.remark)
  if ([...r].length > REMARK_MAX) throw fail('Remark', ACTION_MESSAGES.remarkLong)
  return r
}

/** An active person by id, else the field's refusal. */
async function personOf(db: Executor, field: string, id: unknown, message: string) {
  const [u] = typeof id === 'string' && UUID.test(id) ? await db.select({ id: users.id, realName: users.realName, userName: users.userName }).from(users).where(and(eq(users.id, id), eq(users.isActive, true))) : []
  if (!u) throw fail(field, message)
  return { userId: u.id, userName: u.realName || u.userName }
}

/** A process the caller takes part in (404 otherwise, and for a malformed id). */
async function visible(db: Executor, id: string, userId: string) {
  const loaded = UUID.test(id) ? await loadProcess(db, id) : undefined
  if (!loaded || !(await canSee(db, loaded.row, userId))) throw notFound()
  return loaded
}

export function approvalActionRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db

    /** One engine action in one transaction, as the caller; answers 操作成功. */
    const run = async (request: FastifyRequest, id: string, action: (by: string) => Promise<Exclude<Action, { type: 'submit' }>> | Exclude<Action, { type: 'submit' }>) => {
      const op = await operatorOf(db, request)
      if (!UUID.test(id)) throw notFound()
      const a = await action(op.id)
      await db.transaction((tx) => act(tx, id, a, op.name))
      return { ...ok(null), Message: ACTION_MESSAGES.done }
    }

    app.post<{ Body: { PrecessId: string; Remark?: string; BusinessDatas?: unknown } }>(
      `${A}/approval-pass`,
      { config: VIEW, schema: { tags, summary: '同意', body: { type: 'object', required: ['PrecessId'], properties: { PrecessId: processId, Remark: remark } } } },
      async (request) => run(request, request.body.PrecessId, (by) => ({ type: 'agree', by, remark: remarkOf(request.body.Remark) })),
    )

    app.post<{ Body: { PrecessId: string; Remark?: string; RejectId?: number | string | null } }>(
      `${A}/approval-reject`,
      {
        config: VIEW,
        schema: {
          tags,
          summary: '退回到所选层级，或拒绝（RejectId -1，退回发起人）',
          body: { type: 'object', required: ['PrecessId'], properties: { PrecessId: processId, Remark: remark, RejectId: { anyOf: [{ type: 'null' }, { type: 'integer' }, { type: 'string', maxLength: 20 }] } } },
        },
      },
      async (request) => {
        const { RejectId } = request.body
        const level = RejectId === null || RejectId === undefined || RejectId === '' ? undefined : Number(RejectId)
        return run(request, request.body.PrecessId, (by) => {
          const r = remarkOf(request.body.Remark)
          if (level === -1) return { type: 'refuse', by, remark: r }
          // a level that is no number is no level: the engine answers 退回层级不存在 (or that there is none)
          return { type: 'return', by, remark: r, toSort: level === undefined ? undefined : Number.isInteger(level) ? level : -2 }
        })
      },
    )

    app.post<{ Body: { PrecessId: string; Remark?: string; UserId?: string } }>(
      `${A}/approval-transpond`,
      { config: VIEW, schema: { tags, summary: '转办给一人', body: { type: 'object', required: ['PrecessId'], properties: { PrecessId: processId, Remark: remark, UserId: { anyOf: [{ type: 'null' }, personId] } } } } },
      async (request) =>
        run(request, request.body.PrecessId, async (by) => {
          const r = remarkOf(request.body.Remark)
          const to = request.body.UserId ? await personOf(db, 'UserId', request.body.UserId, '请选择转办人员') : undefined
          return { type: 'forward', by, remark: r, to }
        }),
    )

    app.post<{ Params: { id: string }; Body: { Remark?: string } | undefined }>(
      `${A}/approval-cancel/:id`,
      { config: VIEW, schema: { tags, summary: '撤销（发起人，尚无人同意时）', params: idParams('id', '审批单编号') } },
      async (request) => run(request, request.params.id, (by) => ({ type: 'revoke', by })),
    )

    app.post<{ Params: { id: string } }>(
      `${A}/approval-reject-list/:id`,
      { config: VIEW, schema: { tags, summary: '可退回的层级（当前审批人）', params: idParams('id', '审批单编号') } },
      async (request) => {
        const me = userOf(request).id
        const { model } = await visible(db, request.params.id, me)
        return ok(isTurnOf(model, me) ? returnTargets(model).map((s) => ({ Id: s.sort, Name: s.name, UserName: s.users.map((u) => u.userName).join('、') })) : [])
      },
    )

    app.post<{ Params: { id: string } }>(
      `${A}/approval-copy/:id`,
      { config: VIEW, schema: { tags, summary: '复制为新的草稿（表单内容，不含附件）', params: idParams('id', '审批单编号') } },
      async (request) => {
        const me = userOf(request).id
        const { row } = await visible(db, request.params.id, me)
        const type = await typeById(db, row.typeId)
        if (!type) throw notFound()
        const form = await currentForm(db, type.id)
        // the current form's own fields; computed ones are worked out again, attachments stay with their owner
        const kept = fillable(form?.definition.formItems ?? []).filter((i) => !i.expression && i.type !== 'upload')
        const data = Object.fromEntries(kept.filter((i) => row.businessData[i.name] !== undefined).map((i) => [i.name, row.businessData[i.name]]))
        return ok(await newForm(db, type, me, data))
      },
    )

    app.post<{ Body: { ApprovalId: string; CommentContent?: string; AttachUrls?: string; AttachNames?: string } }>(
      `${A}/approval-comment`,
      {
        config: VIEW,
        schema: {
          tags,
          summary: '评论（可带附件，逗号分隔）',
          body: {
            type: 'object',
            required: ['ApprovalId'],
            properties: { ApprovalId: processId, CommentContent: { type: 'string', maxLength: 20_000 }, AttachUrls: { anyOf: [{ type: 'null' }, text(4000)] }, AttachNames: { anyOf: [{ type: 'null' }, text(4000)] } },
          },
        },
      },
      async (request) => {
        const op = await operatorOf(db, request)
        const b = request.body
        const { row } = await visible(db, b.ApprovalId, op.id)
        if (row.state === STATE.draft) throw badRequest(ACTION_MESSAGES.notSubmitted)
        const content = (b.CommentContent ?? '').trim()
        if (!content) throw fail('CommentContent', ACTION_MESSAGES.comment)
        if ([...content].length > COMMENT_MAX) throw fail('CommentContent', ACTION_MESSAGES.commentLong)
        const attach = await attachmentsOf(db, op.id, b.AttachUrls ?? '', b.AttachNames ?? '')
        await db.insert(approvalComments).values({ processId: row.id, userId: op.id, userName: op.name, content, attachUrls: attach.urls, attachNames: attach.names })
        return { ...ok(null), Message: ACTION_MESSAGES.done }
      },
    )

    app.post<{ Body: { ProcessId: string; UserId?: string } }>(
      `${A}/approval-share`,
      { config: VIEW, schema: { tags, summary: '分享给一人（其「我收到」，只读；发起人和流程中的人员）', body: { type: 'object', required: ['ProcessId'], properties: { ProcessId: processId, UserId: { anyOf: [{ type: 'null' }, personId] } } } } },
      async (request) => {
        const me = userOf(request).id
        const { row, model } = await visible(db, request.body.ProcessId, me)
        if (row.state === STATE.draft) throw badRequest(ACTION_MESSAGES.notSubmitted)
        // a person it was only shared with sees it, and is refused what is not theirs to pass on
        if (!isParticipant(model, me)) throw forbidden(ACTION_MESSAGES.shareNotParticipant)
        const to = await personOf(db, 'UserId', request.body.UserId, ACTION_MESSAGES.person)
        if (to.userId === me) throw fail('UserId', ACTION_MESSAGES.shareSelf)
        const op = await operatorOf(db, request)
        await db.transaction(async (tx) => {
          const added = await tx.insert(approvalShares).values({ processId: row.id, userId: to.userId, sharedBy: me }).onConflictDoNothing().returning({ userId: approvalShares.userId })
          // a second share to the same person tells nobody again
          if (added.length) await sendNotices(tx, [{ userId: to.userId, reason: 'shared' }], { processId: row.id, relationId: row.typeId, digest: row.digest, projectNo: row.projectNo ?? '', byId: me, byName: op.name, remark: '' })
        })
        return { ...ok(null), Message: ACTION_MESSAGES.shared }
      },
    )
  }
}
