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
  export: '导出',
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
  auditLog: '审计日志',
  knowledgeTeacher: '名师',
  knowledgeLession: '课程',
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
  Filter: '筛选条件',
}

interface PropertyInfo {
  title?: string
  enum?: unknown[]
  'x-enumNames'?: string[]
}

/** The entity property a stored key names (columns are camelCase, properties PascalCase). */
function propertyOf(targetType: string, key: string): PropertyInfo | undefined {
  const entity = FIELD_ENTITIES[targetType]
  if (!entity) return undefined
  const properties = entities[entity].properties as Record<string, PropertyInfo | undefined>
  const match = Object.keys(properties).find((k) => k.toLowerCase() === key.toLowerCase())
  return match ? properties[match] : undefined
}

/** A changed field's Chinese name: the entity's title, else the detail's name, else the key itself. */
export function fieldName(targetType: string, key: string): string {
  if (DETAIL_NAMES[key]) return DETAIL_NAMES[key]
  return propertyOf(targetType, key)?.title || key
}

/** A stored value as a reader of the log says it: 是/否 for a flag, an enum's label, '空' for nothing. */
function show(v: unknown, property: PropertyInfo | undefined): string {
  if (v === null || v === undefined || v === '') return '空'
  if (typeof v === 'boolean') return v ? '是' : '否'
  const at = property?.enum?.indexOf(v) ?? -1
  const label = at >= 0 ? property?.['x-enumNames']?.[at] : undefined
  if (label) return label
  if (Array.isArray(v)) return v.map((x) => show(x, property)).join('、') || '空'
  if (typeof v === 'object') return Object.entries(v).map(([k, x]) => `${k}=${show(x, undefined)}`).join(', ')
  return String(v)
}

/** { name: ['甲', '乙'], Reason: '…' } of a role -> '角色名称: 甲 → 乙；原因: …' (a pair is a before/after). */
export function describeChanges(targetType: string, changes: Record<string, unknown> | null): string {
  if (!changes) return ''
  return Object.entries(changes)
    .map(([k, v]) => {
      const property = DETAIL_NAMES[k] ? undefined : propertyOf(targetType, k)
      const name = fieldName(targetType, k)
      return Array.isArray(v) && v.length === 2 ? `${name}: ${show(v[0], property)} → ${show(v[1], property)}` : `${name}: ${show(v, property)}`
    })
    .join('；')
}
