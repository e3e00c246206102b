/**
 * Headless state of the person/department picker (spec 000 s.2): the department in view (its
 * breadcrumb comes from the server's Crumbs), the keyword search, the items in view, and the
 * selection made in this opening of the dialog with the spec's limits:
 * - multi mode: the new selection is added to the field's value; the value plus the selection may
 *   not exceed `count` ('选择超过限制，只能选择N人' / 'N个部门'), an item already in the value or
 *   already selected is refused ('不能重复选择');
 * - single mode (`single`, forward/share): exactly one item; the choice replaces the value, one
 *   item at a time (radio-like). A `count` of 1 without `single` is a limit like any other: a
 *   second item is refused with the over-limit warning.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { callEndpoint, errorMessage, type DataProvider } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { createSequence } from '../../../renderer/widgets/shared'

/** An item of the picker's value: Type 2 a person, Type 1 a department (spec 000 s.3). */
export interface PickItem {
  Id: string | number
  Name: string
  Type: 1 | 2
}

export interface OrgUser {
  Id: string | number
  RealName: string
  NickName?: string
  WorkNo?: string
  DepId?: string | number | null
  DepName?: string
}
export interface OrgDept {
  Id: string | number
  Name: string
  ParentId?: string | number | null
  /** active users in it and below (the contract's spelling) */
  MenberCount?: number
}
export interface OrgAnswer {
  Users?: OrgUser[]
  Depts?: OrgDept[]
  Crumbs?: { Id: string | number; Name: string }[]
}

/** person: people (departments to browse); dept: departments; mixed: people and departments (recipients) */
export type PickerMode = 'person' | 'dept' | 'mixed'

export const PICKER_TEXT = {
  duplicate: '不能重复选择',
  overLimit: (mode: PickerMode, count: number) => (mode === 'dept' ? `选择超过限制，只能选择${count}个部门` : `选择超过限制，只能选择${count}人`),
  selectAll: '全选',
  subordinate: '下级',
  cancel: '取消',
  confirm: (n: number, count?: number) => (count ? `确定(${n}/${count})` : `确定(${n})`),
  loading: '加载中',
} as const

export const ROOT_ID = 0

export interface PersonPickerOptions {
  dp: DataProvider
  /** GET .../department/{id} (the url names `{id}`), query keyword and type */
  api: Endpoint
  mode?: PickerMode
  /** the most items the field may hold (the value plus this opening's selection) */
  count?: number
  /** single mode: one item that replaces the value (the count is 1) */
  single?: boolean
  /** the field's current value */
  value: PickItem[]
  /** where warnings go (antd message.warning in the dialog) */
  warn(text: string): void
}

export const itemKey = (i: Pick<PickItem, 'Id' | 'Type'>) => `${i.Type}:${String(i.Id)}`
export const personItem = (u: OrgUser): PickItem => ({ Id: u.Id, Name: u.RealName, Type: 2 })
export const deptItem = (d: OrgDept): PickItem => ({ Id: d.Id, Name: d.Name, Type: 1 })

export function usePersonPicker(o: PersonPickerOptions) {
  const mode: PickerMode = o.mode ?? 'person'
  const single = Boolean(o.single)
  const count = single ? 1 : o.count
  const [deptId, setDeptId] = useState<string | number>(ROOT_ID)
  const [keyword, setKeyword] = useState('')
  const [answer, setAnswer] = useState<OrgAnswer>({})
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string>()
  const [selected, setSelected] = useState<PickItem[]>([])
  const seq = useRef(createSequence()).current
  const { dp, api } = o

  useEffect(() => {
    const id = seq.next()
    setLoading(true)
    callEndpoint<OrgAnswer>(dp, api, {
      record: { id: keyword ? ROOT_ID : deptId },
      query: { type: mode === 'dept' ? 1 : 0, ...(keyword ? { keyword } : {}) },
      silent: true,
    })
      .then((data) => {
        if (!seq.isLatest(id)) return
        setAnswer(data ?? {})
        setError(undefined)
      })
      .catch((e) => seq.isLatest(id) && (setAnswer({}), setError(errorMessage(e))))
      .finally(() => seq.isLatest(id) && setLoading(false))
  }, [dp, api, mode, deptId, keyword, seq])

  const valueKeys = useMemo(() => new Set(o.value.map(itemKey)), [o.value])
  const selectedKeys = useMemo(() => new Set(selected.map(itemKey)), [selected])
  /** the items one can select in view: people (person mode), departments (department mode) or both (mixed) */
  const selectable = useMemo(() => {
    const depts = (answer.Depts ?? []).map(deptItem)
    const people = (answer.Users ?? []).map(personItem)
    return mode === 'dept' ? depts : mode === 'mixed' ? [...depts, ...people] : people
  }, [answer, mode])
  const total = single ? selected.length : o.value.length + selected.length

  const fits = (adding: number) => {
    if (!count || total + adding <= count) return true
    o.warn(PICKER_TEXT.overLimit(mode, count))
    return false
  }

  const toggle = (item: PickItem) => {
    const key = itemKey(item)
    if (selectedKeys.has(key)) {
      setSelected((s) => s.filter((x) => itemKey(x) !== key))
      return
    }
    if (valueKeys.has(key)) {
      o.warn(PICKER_TEXT.duplicate)
      return
    }
    if (single) {
      setSelected([item])
      return
    }
    if (fits(1)) setSelected((s) => [...s, item])
  }

  const fresh = selectable.filter((i) => !valueKeys.has(itemKey(i)))
  const allSelected = fresh.length > 0 && fresh.every((i) => selectedKeys.has(itemKey(i)))
  const someSelected = fresh.some((i) => selectedKeys.has(itemKey(i)))

  const selectAll = (on: boolean) => {
    if (!on) {
      const inView = new Set(selectable.map(itemKey))
      setSelected((s) => s.filter((x) => !inView.has(itemKey(x))))
      return
    }
    if (!fresh.length) {
      if (selectable.length) o.warn(PICKER_TEXT.duplicate)
      return
    }
    const adding = fresh.filter((i) => !selectedKeys.has(itemKey(i)))
    if (fits(adding.length)) setSelected((s) => [...s, ...adding])
  }

  const openDept = useCallback((id: string | number) => {
    setKeyword('')
    setDeptId(id)
  }, [])

  /** the field's next value */
  const result = (): PickItem[] => (single ? selected.slice(0, 1) : [...o.value, ...selected])

  return {
    mode,
    single,
    count,
    deptId,
    keyword,
    search: (k: string) => setKeyword(k.trim()),
    openDept,
    crumbs: keyword ? [] : (answer.Crumbs ?? []),
    users: answer.Users ?? [],
    depts: answer.Depts ?? [],
    loading,
    error,
    selected,
    isSelected: (i: PickItem) => selectedKeys.has(itemKey(i)),
    isInValue: (i: PickItem) => valueKeys.has(itemKey(i)),
    toggle,
    remove: (i: PickItem) => setSelected((s) => s.filter((x) => itemKey(x) !== itemKey(i))),
    selectAll,
    allSelected,
    someSelected: someSelected && !allSelected,
    canSelectAll: !single && selectable.length > 0,
    total,
    canConfirm: selected.length > 0,
    result,
  }
}

export type PersonPickerController = ReturnType<typeof usePersonPicker>
