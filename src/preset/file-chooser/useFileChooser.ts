/**
 * Headless state of the file chooser (spec 000 s.2): pages of the user's files (MaxResultCount
 * 10, SkipCount, KeyWord; Data { Items, TotalCount }) appended as the list scrolls, the keyword,
 * and the selection of this opening (added to the field's value on confirm).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { callEndpoint, errorMessage, type DataProvider } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { createSequence } from '../../../renderer/widgets/shared'

/** An item of the chooser's value. */
export interface ChosenFile {
  Id: string | number
  FileName: string
  FileUrl: string
}
export interface UserFile extends ChosenFile {
  Size?: number
  FileType?: string
  CreateTime?: string
  CreationTime?: string
}

export const FILE_CHOOSER_TEXT = {
  empty: '暂无可选择的文件',
  notFound: (keyword: string) => `未搜索到${keyword}的相关文件`,
  loading: '加载中',
  cancel: '取消',
  confirm: (n: number) => `确定(${n})`,
} as const

/** spec 000 s.9: file list page size 10 */
export const FILE_PAGE_SIZE = 10

export interface FileChooserOptions {
  dp: DataProvider
  /** GET the user's file list (query MaxResultCount, SkipCount, KeyWord) */
  api: Endpoint
  pageSize?: number
  value: ChosenFile[]
}

const chosen = (f: UserFile): ChosenFile => ({ Id: f.Id, FileName: f.FileName, FileUrl: f.FileUrl })

export function useFileChooser(o: FileChooserOptions) {
  const { dp, api } = o
  const size = o.pageSize ?? FILE_PAGE_SIZE
  const [keyword, setKeyword] = useState('')
  const [items, setItems] = useState<UserFile[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string>()
  const [selected, setSelected] = useState<UserFile[]>([])
  const seq = useRef(createSequence()).current
  const busy = useRef(false)

  const load = useCallback(
    (skip: number, kw: string) => {
      const id = seq.next()
      busy.current = true
      setLoading(true)
      callEndpoint<{ Items?: UserFile[]; TotalCount?: number }>(dp, api, {
        query: { MaxResultCount: size, SkipCount: skip, ...(kw ? { KeyWord: kw } : {}) },
        silent: true,
      })
        .then((data) => {
          if (!seq.isLatest(id)) return
          const page = data?.Items ?? []
          setItems((prev) => (skip ? [...prev, ...page] : page))
          setTotal(data?.TotalCount ?? 0)
          setError(undefined)
        })
        .catch((e) => seq.isLatest(id) && setError(errorMessage(e)))
        .finally(() => {
          if (!seq.isLatest(id)) return
          busy.current = false
          setLoading(false)
        })
    },
    [dp, api, size, seq],
  )

  useEffect(() => {
    setItems([])
    setTotal(0)
    load(0, keyword)
  }, [load, keyword])

  const hasMore = items.length < total
  const valueIds = useMemo(() => new Set(o.value.map((f) => String(f.Id))), [o.value])
  const selectedIds = useMemo(() => new Set(selected.map((f) => String(f.Id))), [selected])
  const selectedValue = useMemo(() => selected.map(chosen), [selected])

  return {
    keyword,
    search: (k: string) => setKeyword(k.trim()),
    items,
    total,
    loading,
    error,
    hasMore,
    /** the next page, when there is one and none is loading (the list scrolled to its end) */
    loadMore: () => {
      if (!busy.current && hasMore && !error) load(items.length, keyword)
    },
    emptyText: keyword ? FILE_CHOOSER_TEXT.notFound(keyword) : FILE_CHOOSER_TEXT.empty,
    isChosen: (f: UserFile) => valueIds.has(String(f.Id)),
    isSelected: (f: UserFile) => selectedIds.has(String(f.Id)),
    toggle: (f: UserFile) => {
      if (valueIds.has(String(f.Id))) return
      setSelected((s) => (selectedIds.has(String(f.Id)) ? s.filter((x) => String(x.Id) !== String(f.Id)) : [...s, f]))
    },
    /** the files selected in this opening, as the value holds them */
    selected: selectedValue,
    /** the files selected in this opening, whole rows of the list (Size, FileType...) */
    picked: selected,
    canConfirm: selected.length > 0,
    /** the field's next value */
    result: (): ChosenFile[] => [...o.value, ...selected.map(chosen)],
  }
}

export type FileChooserController = ReturnType<typeof useFileChooser>
