/**
 * How the audit-log screen and its export name what the log stores (docs/contracts.md, "Audit
 * log"): the actions and target types in Chinese, and a change set as one readable line.
 */
import type { AuditAction } from './log'

export const ACTION_NAMES: Record<AuditAction, string> = {
  'signIn.success': '登录成功',
  'signIn.failure': '登录失败',
  'signIn.lockout': '账号锁定',
  signOut: '退出登录',
  create: '新增',
  update: '修改',
  delete: '删除',
  grant: '授权',
  status: '状态变更',
  'entry.check': '入职审核',
  read: '查看',
}

export const TARGET_NAMES: Record<string, string> = {
  user: '用户',
  role: '角色',
  menu: '菜单',
  employee: '员工档案',
  entry: '入职记录',
  file: '文件',
  greeting: '关怀祝福',
  care: '员工关怀',
}

const show = (v: unknown): string => (v === null || v === undefined || v === '' ? '空' : typeof v === 'string' ? v : JSON.stringify(v))

/** { name: ['甲', '乙'], Reason: '…' } -> 'name: 甲 → 乙；Reason: …' (a pair is a before/after). */
export function describeChanges(changes: Record<string, unknown> | null): string {
  if (!changes) return ''
  return Object.entries(changes)
    .map(([k, v]) => (Array.isArray(v) && v.length === 2 ? `${k}: ${show(v[0])} → ${show(v[1])}` : `${k}: ${show(v)}`))
    .join('；')
}
