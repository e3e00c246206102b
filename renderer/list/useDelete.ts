/**
 * Deletes with the spec's confirmation (000 s.8): title 提示, text 是否删除所选择的数据,
 * buttons 确认 / 取消; success toast 删除成功; batch delete with nothing selected warns
 * 请选择需要删除的数据 (000 s.5).
 */
import { callEndpoint, errorMessage, useDataProvider } from '../data/provider'
import { useFeedback } from '../locale'
import type { Endpoint } from '../schema/types'
import type { Row } from './useListController'

export const DELETE_TEXT = {
  title: '提示',
  content: '是否删除所选择的数据',
  ok: '确认',
  cancel: '取消',
  success: '删除成功',
  nothingSelected: '请选择需要删除的数据',
} as const

export interface DeleteApi {
  delete?: Endpoint
  /** one call for many rows; the body is [{ [rowKey]: key }, ...] (spec 000 s.7: a list of {id}) */
  batchDelete?: Endpoint
}

export function useDelete(api: DeleteApi, rowKey: string, onDone: () => void) {
  const dp = useDataProvider()
  const { message, modal } = useFeedback()

  const confirm = (run: () => Promise<unknown>, successMessage?: string) =>
    modal.confirm({
      title: DELETE_TEXT.title,
      content: DELETE_TEXT.content,
      okText: DELETE_TEXT.ok,
      cancelText: DELETE_TEXT.cancel,
      onOk: async () => {
        try {
          await run()
          message.success(successMessage ?? DELETE_TEXT.success)
        } catch (e) {
          message.error(errorMessage(e))
        } finally {
          onDone()
        }
      },
    })

  const deleteRows = async (rows: Row[]) => {
    if (api.batchDelete && (rows.length > 1 || !api.delete)) {
      await callEndpoint(dp, api.batchDelete, { body: rows.map((r) => ({ [rowKey]: r[rowKey] })), silent: true })
      return
    }
    if (!api.delete) throw new Error('renderer: the screen names no delete endpoint')
    for (const row of rows) await callEndpoint(dp, api.delete, { record: row, silent: true })
  }

  return {
    deleteOne(row: Row, successMessage?: string) {
      confirm(() => deleteRows([row]).then(() => undefined), successMessage)
    },
    deleteSelected(rows: Row[], successMessage?: string) {
      if (!rows.length) {
        message.warning(DELETE_TEXT.nothingSelected)
        return
      }
      confirm(() => deleteRows(rows), successMessage)
    },
  }
}
