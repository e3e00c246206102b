/**
 * Approval notifications (issue 14 "Notifications"): after a transition, the approvers whose turn
 * it now is, the carbon-copy recipients the flow has just reached and the initiator (on an
 * agreement, a return, a refusal and the end of the flow) get a message in the platform's messages
 * (the header's 消息), each with a link that opens the process in the approval centre. Nobody is
 * told of their own action. `noticesOf` is pure (the engine's before and after); `sendNotices`
 * writes the rows in the caller's transaction, so a refused action sends nothing.
 */
import { STATE } from '../../../common/approval'
import { messages } from '../../db/schema'
import type { Executor } from '../../db/types'
import type { ProcessModel, Transition } from './engine'

/** the kind of the messages this module writes */
export const APPROVAL_MESSAGE_KIND = 'approval'

/** The approval centre's route (schemas/menus.json child_oa_approval) opening one process. */
export function approvalLink(processId: string, relationId: string): string {
  return `/oa/approval?processId=${encodeURIComponent(processId)}&relationId=${encodeURIComponent(relationId)}`
}

export type NoticeReason = 'turn' | 'cc' | 'agreed' | 'finished' | 'returned' | 'refused' | 'shared'

export interface Notice {
  userId: string
  reason: NoticeReason
}

const key = (sort: number, userId: string) => `${sort}:${userId}`

/** Who is to be told what after the transition from `before` to `after` (at most one notice per person and reason). */
export function noticesOf(before: ProcessModel, after: ProcessModel, t: Transition): Notice[] {
  const was = new Map(before.steps.flatMap((s) => s.users.map((u) => [key(s.sort, u.userId), u.state] as const)))
  const out: Notice[] = []
  const add = (userId: string, reason: NoticeReason) => {
    if (userId !== t.by && !out.some((n) => n.userId === userId && n.reason === reason)) out.push({ userId, reason })
  }
  for (const s of after.steps) {
    for (const u of s.users) {
      const prior = was.get(key(s.sort, u.userId))
      if (s.kind === 'approver' && u.state === STATE.inApproval && prior !== STATE.inApproval) add(u.userId, 'turn')
      if (s.kind === 'cc' && u.state === STATE.agreed && prior !== STATE.agreed) add(u.userId, 'cc')
    }
  }
  const initiator = after.initiatorId
  if (t.action === 'agree') add(initiator, after.state === STATE.agreed ? 'finished' : 'agreed')
  else if (t.action === 'return') add(initiator, 'returned')
  else if (t.action === 'refuse') add(initiator, 'refused')
  // a submit that no approver step waits for ends at once: the initiator hears nothing of their own action
  return out
}

export interface NoticeContext {
  processId: string
  relationId: string
  digest: string
  projectNo: string
  /** who acted, as shown to the readers */
  byName: string
  byId: string
  remark: string
}

/** Title and text of one notice. */
export function noticeText(reason: NoticeReason, c: NoticeContext): { title: string; content: string } {
  const no = c.projectNo ? `（${c.projectNo}）` : ''
  const remark = c.remark ? `：${c.remark}` : ''
  switch (reason) {
    case 'turn':
      return { title: `待审批：${c.digest}`, content: `${c.digest}${no}等待您审批。` }
    case 'cc':
      return { title: `抄送：${c.digest}`, content: `${c.digest}${no}抄送给您，请知悉。` }
    case 'agreed':
      return { title: `审批进展：${c.digest}`, content: `${c.byName}已同意您的申请${no}${remark}` }
    case 'finished':
      return { title: `审批通过：${c.digest}`, content: `您的申请${no}已审批通过。` }
    case 'returned':
      return { title: `审批退回：${c.digest}`, content: `${c.byName}退回了您的申请${no}${remark}` }
    case 'refused':
      return { title: `审批拒绝：${c.digest}`, content: `${c.byName}拒绝了您的申请${no}${remark}` }
    case 'shared':
      return { title: `分享：${c.digest}`, content: `${c.byName}分享给您一个审批${no}，可在「我收到」中查看。` }
  }
}

/** Writes the notices as messages (with their link) in the caller's transaction. */
export async function sendNotices(tx: Executor, notices: Notice[], c: NoticeContext): Promise<void> {
  if (!notices.length) return
  const link = approvalLink(c.processId, c.relationId)
  await tx.insert(messages).values(
    notices.map((n) => ({ userId: n.userId, kind: APPROVAL_MESSAGE_KIND, ...noticeText(n.reason, c), link, senderId: c.byId, senderName: c.byName })),
  )
}
