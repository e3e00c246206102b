/**
 * `export` (toolbar): calls the endpoint with the current search values as its query (all of them,
 * or those `params` maps), then downloads the file the answer names through the DataProvider.
 */
import { callEndpoint, errorMessage } from '../../data/provider'
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'
import { cleanSearch, type Row } from '../useListController'

type ExportAction = Extract<Action, { kind: 'export' }>

/** The query an export sends: every current search value, or those `params` maps (endpoint parameter -> search value name). */
export function exportQuery(action: Pick<ExportAction, 'params'>, search: Record<string, unknown>): Record<string, unknown> {
  const clean = cleanSearch(search)
  if (!action.params) return clean
  const out: Record<string, unknown> = {}
  for (const [param, name] of Object.entries(action.params)) if (clean[name] !== undefined) out[param] = clean[name]
  return out
}

export const exportAction = defineActionKind<ExportAction>({
  name: 'export',
  async run(a, { dp, list, files, message }) {
    try {
      const answer = await callEndpoint<Row>(dp, a.api, { query: exportQuery(a, list.search), silent: true })
      await files.download(answer ?? {}, { urlField: a.urlField ?? 'Url', nameField: a.nameField ?? 'Name' })
      if (a.texts?.success) message.success(a.texts.success)
    } catch (e) {
      message.error(errorMessage(e))
    }
  },
})
