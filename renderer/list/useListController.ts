/**
 * Headless list state (react-admin's useListController): paging (spec 000 s.9: 15 by default,
 * 15/30/50/100), search values, selection, loading, reload. The UI (ListScreen) is a thin layer on
 * top; a hand-written page can use this hook with its own table.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS, type Paged } from '../../common/api-types'
import { callEndpoint, errorMessage, useDataProvider } from '../data/provider'
import type { Endpoint } from '../schema/types'

export type Row = Record<string, unknown>
export type Key = string | number

export interface ListControllerOptions {
  api: Endpoint
  rowKey?: string
  pageSize?: number
  pageSizeOptions?: number[]
  /** search values applied from the start */
  initialSearch?: Record<string, unknown>
  /** no paging: every row is fetched (in pages of ALL_PAGE_SIZE, the server's largest) and shown */
  all?: boolean
}

/** The page size of a list fetched whole (the servers' MaxResultCount bound). */
export const ALL_PAGE_SIZE = 1000
/** at most this many pages are fetched for a list without paging */
const ALL_PAGES_MAX = 100

export interface ListController {
  rows: Row[]
  total: number
  loading: boolean
  error?: string
  page: number
  pageSize: number
  pageSizeOptions: number[]
  search: Record<string, unknown>
  selectedKeys: Key[]
  selectedRows: Row[]
  rowKey: string
  setPage(page: number, pageSize?: number): void
  /** applies search values and goes back to page 1 */
  setSearch(values: Record<string, unknown>): void
  setSelection(keys: Key[], rows: Row[]): void
  reload(): Promise<void>
}

/** Drops empty values and turns a day range into its two ends for the query. */
export function cleanSearch(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)) continue
    out[k] = typeof v === 'string' ? v.trim() : v
  }
  return out
}

export function useListController(options: ListControllerOptions): ListController {
  const dp = useDataProvider()
  const rowKey = options.rowKey ?? 'Id'
  const [page, setPageState] = useState(1)
  const [pageSize, setPageSize] = useState(options.pageSize ?? PAGE_SIZE_DEFAULT)
  const [search, setSearchState] = useState<Record<string, unknown>>(options.initialSearch ?? {})
  const [data, setData] = useState<Paged<Row>>({ Items: [], TotalCount: 0 })
  // a page is asked for at mount: loading from the first render, so no empty list shows before it
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string>()
  const [selection, setSelectionState] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] })
  const seq = useRef(0)
  const api = options.api

  const fetchPage = useCallback(async () => {
    const mine = ++seq.current
    setLoading(true)
    const get = api.method.toUpperCase() === 'GET'
    const ask = async (skip: number, size: number): Promise<Paged<Row>> => {
      const paging = { ...cleanSearch(search), SkipCount: skip, MaxResultCount: size }
      const answer = await callEndpoint<Paged<Row> | Row[]>(dp, api, get ? { query: paging } : { body: paging })
      return Array.isArray(answer) ? { Items: answer, TotalCount: answer.length } : { Items: answer?.Items ?? [], TotalCount: answer?.TotalCount ?? 0 }
    }
    try {
      let paged: Paged<Row>
      if (options.all) {
        paged = await ask(0, ALL_PAGE_SIZE)
        // a plain array answer is the whole list; a paged one is asked for until every row is there
        for (let n = 1; n < ALL_PAGES_MAX && paged.Items.length < paged.TotalCount && mine === seq.current; n++) {
          const more = await ask(paged.Items.length, ALL_PAGE_SIZE)
          if (!more.Items.length) break
          paged = { Items: [...paged.Items, ...more.Items], TotalCount: more.TotalCount }
        }
      } else paged = await ask((page - 1) * pageSize, pageSize)
      if (mine !== seq.current) return
      // a page past the end after deletes: step back to the last page that has rows
      if (!paged.Items.length && page > 1 && paged.TotalCount > 0) {
        setPageState(Math.max(1, Math.ceil(paged.TotalCount / pageSize)))
        return
      }
      setData(paged)
      setError(undefined)
    } catch (e) {
      if (mine === seq.current) setError(errorMessage(e))
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [dp, api, search, page, pageSize, options.all])

  useEffect(() => {
    void fetchPage()
  }, [fetchPage])

  const setPage = useCallback((p: number, size?: number) => {
    if (size && size !== pageSize) {
      setPageSize(size)
      setPageState(1)
    } else setPageState(p)
  }, [pageSize])

  const setSearch = useCallback((values: Record<string, unknown>) => {
    setSearchState({ ...values })
    setPageState(1)
    setSelectionState({ keys: [], rows: [] })
  }, [])

  const setSelection = useCallback((keys: Key[], rows: Row[]) => setSelectionState({ keys, rows }), [])

  const reload = useCallback(async () => {
    setSelectionState({ keys: [], rows: [] })
    await fetchPage()
  }, [fetchPage])

  return {
    rows: data.Items,
    total: data.TotalCount,
    loading,
    error,
    page,
    pageSize,
    pageSizeOptions: options.pageSizeOptions ?? PAGE_SIZE_OPTIONS,
    search,
    selectedKeys: selection.keys,
    selectedRows: selection.rows,
    rowKey,
    setPage,
    setSearch,
    setSelection,
    reload,
  }
}
