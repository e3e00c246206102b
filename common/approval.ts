/**
 * Approval codes shared by the server's engine and the browser (spec 002 s.4): state codes of a
 * process and of each approver entry, action type ids of the footer, step modes and kinds.
 */

/** State codes of spec 002 s.4, used for processes and for the entries of a step alike. */
export const STATE = {
  pending: 0,
  inApproval: 1,
  agreed: 2,
  returned: 3,
  agreedByOther: 4,
  rejectedByOther: 5,
  forwarded: 6,
  revoked: -1,
  draft: -2,
  deleted: -3,
} as const

export type StateCode = (typeof STATE)[keyof typeof STATE]

/** Display names; the spec leaves them open ("not shown"), these are the product's choice. */
export const STATE_NAMES: Record<StateCode, string> = {
  0: '待审批',
  1: '审批中',
  2: '已通过',
  3: '已退回',
  4: '他人已同意',
  5: '他人已拒绝',
  6: '已转办',
  [-1]: '已撤销',
  [-2]: '草稿',
  [-3]: '已删除',
}

/** Footer action type ids (spec 002 s.4, "Action buttons"). */
export const ACTION = {
  comment: 1,
  forward: 2,
  revoke: 3,
  return: 4,
  refuse: 5,
  agree: 6,
  print: 7,
  resubmit: 8,
  share: 9,
  appeal: 10,
} as const

export type ActionType = (typeof ACTION)[keyof typeof ACTION]

export const ACTION_NAMES: Record<ActionType, string> = {
  1: '评论',
  2: '转办',
  3: '撤销',
  4: '退回',
  5: '拒绝',
  6: '同意',
  7: '打印',
  8: '重新提交',
  9: '分享',
  10: '申诉',
}

/**
 * Step modes: '1' sequential (依次审批, one after another in listed order), '2' any-one (或批, the
 * first agreement finishes the step), '3' 会签 (every listed approver agrees in any order; one
 * refusal ends the step) — the third is beyond the spec, as DingTalk and Feishu offer it.
 */
export const MODE = { sequential: '1', anyOne: '2', all: '3' } as const
export type StepMode = (typeof MODE)[keyof typeof MODE]

export const MODE_NAMES: Record<StepMode, string> = { '1': '依次审批', '2': '或批', '3': '会签' }

/** ApproverType of a step: 1 approver, 2 carbon copy; 3 marks a list item shared with the viewer. */
export const APPROVER_TYPE = { approver: 1, carbonCopy: 2, shared: 3 } as const

/** Revoke's refusal once an approver other than the initiator has agreed (spec 002 s.4): the engine's, and the footer's before it asks to confirm. */
export const REVOKE_STARTED = '审批已开始，不能撤销'

/** Who fills a configured step (ConfigType). */
export const CONFIG_TYPE = {
  users: 1,
  role: 2,
  deptLeader: 3,
  /** the leader of the initiator's department's parent department (the next level up) */
  upperLeader: 4,
  /** the initiator picks up to ConfigCount people when submitting */
  chosen: 5,
} as const

/** Default and maximum number of people shown per step in the flow panel (spec 002 s.2.1). */
export const PERSON_COUNT_DEFAULT = 50
