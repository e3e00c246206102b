/**
 * `export` (toolbar): calls the endpoint with the current search values as its query (all of them,
 * or, when the endpoint has a query, that query with its "{Name}" values filled from the search and
 * those the search lacks left out), then downloads the file the answer names through the DataProvider.
 */
import { callEndpoint, errorMessage } from '../../data/provider'
import type { Action, Endpoint } from '../../schema/types'
import { defineActionKind } from '../actionKinds'
import { cleanSearch, type Row } from '../useListController'

type ExportAction = Extract<Action, { kind: 'export' }>

/**
 * The query an export sends: every current search value, or the endpoint's own query with each
 * "{Name}" filled from the search values (e.g. `{ "orgid": "{DepId}" }`; one the search lacks is
 * left out, a constant stays).
 */
export function exportQuery(api: Pick<Endpoint, 'query'>, search: Record<string, unknown>): Record<string, unknown> {
  const clean = cleanSearch(search)
  if (!api.query) return clean
  const out: Record<string, unknown> = {}
  for (const [param, value] of Object.entries(api.query)) {
    const name = typeof value === 'string' ? /^\{(\w+)\}$/.exec(value)?.[1] : undefined
    if (name === undefined) out[param] = value
    else if (clean[name] !== undefined) out[param] = clean[name]
  }
  return out
}

export const exportAction = defineActionKind<ExportAction>({
  name: 'export',
  async run(a, { dp, list, files, message }) {
    try {
      const { query: _query, ...call } = a.api
      const answer = await callEndpoint<Row>(dp, call, { query: exportQuery(a.api, list.search), silent: true })
      await files.download(answer ?? {}, { urlField: a.urlField ?? 'Url', nameField: a.nameField ?? 'Name' })
      if (a.texts?.success) message.success(a.texts.success)
    } catch (e) {
      message.error(errorMessage(e))
    }
  },
})
