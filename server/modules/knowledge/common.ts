/** Pieces the knowledge routes share: messages, the answer with a success message, id checks. */
import type { FastifyRequest } from 'fastify'
import { callerHolds } from '../../auth/policy'
import { forbidden, notFound, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'

export const KNOWLEDGE_MESSAGES = {
  submitted: '提交成功',
  set: '设置成功',
  deleted: '删除成功',
  typeInUse: '该类别下有子类别或课程，不能删除',
  teacherInUse: '该讲师下有课程，不能删除',
  parentMissing: '上级类别不存在',
  tooDeep: '类别最多三级',
  ownBranch: '上级类别不能是自己或自己的下级',
  employeeMissing: '工号不存在',
  typeMissing: '课程类别不存在',
  teacherMissing: '讲师不存在',
  keywordLength: '关键词为1-10个字符',
  keywordRepeat: '关键词不能重复',
  attachKind: '课件只能是pdf或视频',
  imageKind: '请上传图片',
} as const

/** The spec's success toasts travel in the envelope's Message as well. */
export function okSaying<T>(message: string, data: T) {
  return { ...ok(data), Message: message }
}

/** An id of the path: not a uuid is as unknown as a missing row (404). */
export function uuidOr404(id: string): string {
  if (!UUID.test(id)) throw notFound()
  return id
}

export const isoOf = (d: Date) => d.toISOString()

/** A save route open to Create and Update holders: the one the body asks for (edit when it has an Id). */
export async function requireSaveGrant(request: FastifyRequest, area: string, id: unknown): Promise<void> {
  if (!(await callerHolds(request, [`${area}.${id ? 'Update' : 'Create'}`]))) throw forbidden()
}
