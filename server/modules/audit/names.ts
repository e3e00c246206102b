/**
 * How the audit-log screen and its export name what the log stores (docs/contracts.md, "Audit
 * log"): the actions and target types in Chinese, and a change set as one readable line.
 */
import { entities, type EntityName } from '../../../common/entities'
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

/** The entity whose field titles name a target's changed fields (columns match its properties by name). */
const FIELD_ENTITIES: Record<string, EntityName> = { role: 'role', user: 'identity-user', menu: 'menu', employee: 'employee', entry: 'entry-basic' }

/** Keys of events that are no entity field. */
const DETAIL_NAMES: Record<string, string> = {
  passwordHash: '密码',
  Password: '密码',
  Reason: '原因',
  Action: '操作',
  Status: '状态',
  Step: '步骤',
  Rows: '行数',
  Fields: '字段',
  Granted: '授予权限',
  Revoked: '撤销权限',
  Owner: '所有者',
  Size: '大小',
  Content: '内容',
  DataType: '资料类型',
  PhotoId: '文件',
  Remark: '备注',
  IsActive: '启用',
  WorkNo: '工号',
  RoleNames: '角色',
}

/** A changed field's Chinese name: the entity's title, else the detail's name, else the key itself. */
export function fieldName(targetType: string, key: string): string {
  if (DETAIL_NAMES[key]) return DETAIL_NAMES[key]
  const entity = FIELD_ENTITIES[targetType]
  const properties = entity ? (entities[entity].properties as Record<string, { title?: string } | undefined>) : {}
  const match = Object.keys(properties).find((k) => k.toLowerCase() === key.toLowerCase())
  return (match && properties[match]?.title) || key
}

const show = (v: unknown): string => (v === null || v === undefined || v === '' ? '空' : typeof v === 'string' ? v : JSON.stringify(v))

/** { name: ['甲', '乙'], Reason: '…' } of a role -> '角色名称: 甲 → 乙；原因: …' (a pair is a before/after). */
export function describeChanges(targetType: string, changes: Record<string, unknown> | null): string {
  if (!changes) return ''
  return Object.entries(changes)
    .map(([k, v]) => [fieldName(targetType, k), v] as const)
    .map(([k, v]) => (Array.isArray(v) && v.length === 2 ? `${k}: ${show(v[0])} → ${show(v[1])}` : `${k}: ${show(v)}`))
    .join('；')
}
