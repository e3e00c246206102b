/**
 * `kind: cards` (spec 002 s.2.5, the dynamics list): tabs loaded from the server, each setting one
 * query parameter of the list call; a grid of clickable cards (cover, title, text, meta line) that
 * fills the width (one column on a phone); pagination with 共 N 条, page sizes and a quick jumper;
 * the empty text when a tab has nothing. A card opens the schema's `open` dialog in view mode.
 */
import { Suspense, useEffect, useMemo, useState } from 'react'
import { Alert, Empty, Spin, Tabs } from 'antd'
import type { EntitySchema } from '../../common/entity-fields'
import { PAGE_SIZE_OPTIONS } from '../../common/api-types'
import { useDataProvider } from '../data/provider'
import type { OpenDialog } from '../dialog/dialogKinds'
import { LazyScreenDialog } from '../dialog/lazy'
import { loadOptions } from '../fields/options'
import { ListPager } from '../list/ListPager'
import { useListController, type Row } from '../list/useListController'
import type { CardsScreenSchema, OptionItem } from '../schema/types'
import { RowCard } from './Card'
import './cards.css'

export const CARDS_DEFAULT_PAGE_SIZE = 12
const ALL = '__all__'

export interface CardsScreenProps {
  schema: CardsScreenSchema
  entities: Record<string, EntitySchema>
}

/** The tabs of the schema (the `texts.all` tab first), loaded once; undefined while loading. */
function useTabs(schema: CardsScreenSchema): { tabs?: OptionItem[]; error?: string } {
  const dp = useDataProvider()
  const [state, setState] = useState<{ tabs?: OptionItem[]; error?: string }>({})
  const remote = schema.tabs?.remote
  const allText = schema.tabs?.texts?.all
  useEffect(() => {
    if (!remote) return
    let live = true
    loadOptions(dp, remote).then(
      (options) => live && setState({ tabs: [...(allText ? [{ label: allText, value: ALL }] : []), ...options] }),
      (e: Error) => live && setState({ tabs: [], error: e.message }),
    )
    return () => {
      live = false
    }
  }, [dp, remote, allText])
  return remote ? state : { tabs: [] }
}

export function CardsScreen({ schema, entities }: CardsScreenProps) {
  const { tabs, error: tabsError } = useTabs(schema)
  const [tab, setTab] = useState<string>()
  const current = tab ?? (tabs?.length ? String(tabs[0].value) : undefined)
  const pageSizeOptions = schema.pageSizeOptions ?? [CARDS_DEFAULT_PAGE_SIZE, ...PAGE_SIZE_OPTIONS.filter((n) => n > CARDS_DEFAULT_PAGE_SIZE)]
  const param = schema.tabs?.param
  const initialSearch = useMemo(() => (param && current && current !== ALL ? { [param]: current } : {}), [param, current])
  // the list waits for the tabs, so the first call already carries the chosen tab
  const ready = tabs !== undefined
  return ready ? (
    <div className="renderer-cards" data-screen={schema.id}>
      {tabsError ? <Alert type="error" showIcon message={tabsError} style={{ marginBottom: 12 }} /> : null}
      {tabs.length ? <Tabs activeKey={current} onChange={setTab} items={tabs.map((t) => ({ key: String(t.value), label: t.label }))} /> : null}
      <CardsList key={current ?? ''} schema={schema} entities={entities} initialSearch={initialSearch} pageSizeOptions={pageSizeOptions} />
    </div>
  ) : (
    <Spin style={{ display: 'block', margin: '48px auto' }} />
  )
}

function CardsList({ schema, entities, initialSearch, pageSizeOptions }: CardsScreenProps & { initialSearch: Record<string, unknown>; pageSizeOptions: number[] }) {
  const list = useListController({ api: schema.api.list, pageSize: schema.pageSize ?? CARDS_DEFAULT_PAGE_SIZE, pageSizeOptions, initialSearch })
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const dialogSchema = dialog ? schema.dialogs?.[dialog.name] : undefined
  const open = schema.open ? (row: Row) => setDialog({ name: schema.open!, mode: 'view', record: row }) : undefined
  return (
    <>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Spin spinning={list.loading}>
        {list.rows.length ? (
          <div className="renderer-cards-grid" role="list">
            {list.rows.map((row, i) => (
              <RowCard key={String(row.Id ?? i)} row={row} card={schema.card} entity={schema.entity ? entities[schema.entity] : undefined} onOpen={open} />
            ))}
          </div>
        ) : (
          <Empty className="renderer-cards-empty" description={schema.texts?.empty ?? '暂无数据'} />
        )}
      </Spin>
      <ListPager
        className="renderer-cards-pagination"
        paging={{ current: list.page, pageSize: list.pageSize, total: list.total, pageSizeOptions: list.pageSizeOptions, onChange: list.setPage }}
      />
      {dialog && dialogSchema ? (
        <Suspense fallback={null}>
          <LazyScreenDialog schema={dialogSchema} entities={entities} entity={schema.entity} open={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
