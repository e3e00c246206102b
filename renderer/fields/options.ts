/**
 * Remote option sources without Formily: the options an endpoint gives, mapped with the schema's
 * labelField/valueField. One request per endpoint and DataProvider, shared by every field that asks
 * for it (form fields through ./remote.tsx, search fields through ./search/widgets.tsx)
 * at about the same time, while fresh (../data/sharedAnswers.ts).
 */
import { callEndpoint, type DataProvider } from '../data/provider'
import { pickRows, sharedWhileFresh } from '../data/sharedAnswers'
import type { OptionItem, RemoteOptions } from '../schema/types'

export function loadOptions(dp: DataProvider, remote: RemoteOptions): Promise<OptionItem[]> {
  const key = JSON.stringify([remote.api, remote.labelField, remote.valueField, remote.itemsPath])
  return sharedWhileFresh(dp, key, () =>
    callEndpoint<unknown>(dp, remote.api, { silent: true }).then((data) =>
      pickRows(data, remote.itemsPath).map((row) => {
        const r = row as Record<string, unknown>
        return { label: String(r[remote.labelField] ?? ''), value: r[remote.valueField] as OptionItem['value'] }
      }),
    ),
  )
}
