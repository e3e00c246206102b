/** Pieces the publishing routes share: messages, permissions, the departments tree. */
import { departments } from '../../db/schema'
import type { Executor } from '../../db/types'

export const PUBLISHING_MESSAGES = {
  submitted: '提交成功',
  deleted: '删除成功',
  nothingSelected: '请选择需要删除的数据',
  fileKind: '暂不支持该文件',
  repeated: '不能重复选择',
  typeMissing: '栏目不存在',
  parentMissing: '上级栏目不存在',
  tooDeep: '栏目最多两级',
  typeInUse: '该栏目下有子栏目或信息，不能删除',
  receiverMissing: '接收人不存在',
} as const

/**
 * The pages that list messages (公告列表, 系统消息, 信息管理). The page alone is the spec's
 * permission mode 2, a read-only viewer of the messages addressed to the user (every employee holds
 * Announce.Notice); a Create, Update or Delete button of one of them makes the user a manager, who
 * lists and opens every message that is not secret (docs/contracts.md "Publishing").
 */
export const MANAGE_AREAS = ['Announce.Notice', 'Announce.Message', 'Publish.Info'] as const
export const grantsOf = (action: 'Create' | 'Update' | 'Delete') => MANAGE_AREAS.map((a) => `${a}.${action}`)
export const MANAGE_GRANTS = [...grantsOf('Create'), ...grantsOf('Update'), ...grantsOf('Delete')]

/** Departments are few: the tree is read whole. */
export async function departmentTree(db: Executor) {
  const rows = await db.select({ id: departments.id, parentId: departments.parentId, name: departments.name }).from(departments)
  const children = new Map<string | null, string[]>()
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id])
  const parents = new Map(rows.map((r) => [r.id, r.parentId]))
  return {
    names: new Map(rows.map((r) => [r.id, r.name])),
    /** the department and every department below it */
    subtree(id: string): string[] {
      const out: string[] = []
      const walk = (d: string) => {
        out.push(d)
        for (const c of children.get(d) ?? []) walk(c)
      }
      walk(id)
      return out
    },
    /** the department and every department above it */
    chain(id: string | null): string[] {
      const out: string[] = []
      for (let d = id; d && !out.includes(d); d = parents.get(d) ?? null) out.push(d)
      return out
    },
  }
}
