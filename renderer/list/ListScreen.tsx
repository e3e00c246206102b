/**
 * A list screen from its schema: an optional side tree (its node sets a query parameter), search
 * form, toolbar (dialogs, batch delete, upload, export, sort, events), table with column kinds and
 * the operation column, batch selection, paging of the spec (共 N 条, quick jumper, 15/30/50/100),
 * and the screen's dialogs. A thin UI over useListController.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref, type SyntheticEvent } from 'react'
import { Button, Space } from 'antd'
// the hook alone: antd's `theme` object also brings the dark and compact algorithms and getDesignToken, which no list uses
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import { useDataProvider } from '../data/provider'
import type { OpenDialog } from '../dialog/dialogKinds'
import { LazyScreenDialog, preloadDialogs } from '../dialog/lazy'
import { useEmit } from '../events'
import { dropLocationParam, locationParams } from '../location'
import { preloadConfirm, useFeedback } from '../locale'
import { usePermission } from '../permission'
import type { ButtonSpec, ListScreenSchema } from '../schema/types'
import { useScreenHandle, type ScreenHandle } from '../screenHandle'
import type { TreeNode } from '../tree/tree'
import { actionKinds, type ActionContext } from './actionKinds'
import { NO_SELECTION } from './action-kinds'
import type { CellContext } from './columnKinds'
import { dataColumns, operationColumn } from './columns'
import { useRowActionTheme } from './RowAction'
import { useFileActions } from './fileActions'
import { SearchForm } from './SearchForm'
import { DataTable, type DataTableSelection } from './table/DataTable'
import { useDelete } from './useDelete'
import { useListController, type Key, type Row } from './useListController'
import { PHONE_WIDTH, useWindowWidth } from './useWindowWidth'

export { exportQuery } from './action-kinds'

// The side tree (antd Tree, Typography) is for the few screens that declare one: loaded on demand.
// shown only when the list cannot load: not part of every list's first load
const Alert = lazy(() => import('antd/es/alert'))
const SideTree = lazy(() => import('../tree/SideTree').then((m) => ({ default: m.SideTree })))
const SideTreeDrawer = lazy(() => import('../tree/SideTreeDrawer').then((m) => ({ default: m.SideTreeDrawer })))
const LazyScreenOverlay = lazy(() => import('../ScreenOverlay').then((m) => ({ default: m.ScreenOverlay })))

export interface ListScreenProps {
  schema: ListScreenSchema
  /** entity schemas by $id */
  entities?: Record<string, EntitySchema>
  /** the host's handle (../screenHandle.ts): a list's values are its query; it has nothing to submit */
  handle?: Ref<ScreenHandle>
  /** the page's query parameters (default: the location's): `dialog` presses the toolbar button opening that dialog */
  params?: Record<string, string | undefined>
}

/** Below this window width the table scrolls horizontally over SCROLL_X (spec 000 s.2). */
export const NARROW_WIDTH = 1440
export const SCROLL_X = 1500

export const LIST_TEXT = { noSelection: NO_SELECTION, exported: '导出成功', sort: '排序' } as const

export function ListScreen({ schema, entities = {}, handle, params }: ListScreenProps) {
  const paging = schema.paging === false ? undefined : schema.paging
  const list = useListController({ api: schema.api.list, rowKey: schema.rowKey, pageSize: paging?.pageSize, pageSizeOptions: paging?.pageSizeOptions, all: schema.paging === false })
  const { has } = usePermission()
  const width = useWindowWidth()
  const phone = width < PHONE_WIDTH
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [overlay, setOverlay] = useState<{ route: string; title?: string; params: Record<string, string> } | null>(null)
  const deleter = useDelete(schema.api, list.rowKey, () => void list.reload())
  const files = useFileActions(() => void list.reload())
  const dp = useDataProvider()
  const emit = useEmit()
  const { message } = useFeedback()
  // buttons whose action is still running (their promise pending), by label
  const [running, setRunning] = useState<Record<string, boolean>>({})
  // the query is the search form's values, the side tree's node and the actions' parts together
  const parts = useRef<Record<string, Record<string, unknown>>>({ form: {}, tree: {}, sort: {} })
  const [treeValue, setTreeValue] = useState<string | number>()
  const [treeLabel, setTreeLabel] = useState<string>()
  const setQuery = (part: string, values: Record<string, unknown>) => {
    parts.current = { ...parts.current, [part]: values }
    list.setSearch(Object.assign({}, ...Object.values(parts.current)))
  }

  useScreenHandle(handle, () => ({
    validate: async () => true,
    submit: async () => false,
    getValues: () => ({ ...list.search }),
    setValues: (values) => setQuery('form', values),
    reload: () => void list.reload(),
  }))

  const ctx: ActionContext = {
    list,
    dp,
    message,
    files,
    deleter,
    emit,
    setQuery,
    openDialog: (open: OpenDialog) => setDialog(open),
    openScreen: setOverlay,
  }

  const run = (button: ButtonSpec, row?: Row, node?: TreeNode) => {
    const out = actionKinds.require(button.action.kind).run(button.action as never, { ...ctx, row, node })
    if (!out) return
    setRunning((r) => ({ ...r, [button.label]: true }))
    void out.finally(() => setRunning((r) => ({ ...r, [button.label]: false })))
  }

  // the row buttons run the latest `run` (its context holds the current selection and search),
  // so the columns need not be rebuilt on every render
  const latestRun = useRef(run)
  useLayoutEffect(() => {
    latestRun.current = run
  })
  // the cells that act (a toggle switch) reach the list through this one object, so that the
  // columns are not rebuilt on every render either
  const latestList = useRef(list)
  useLayoutEffect(() => {
    latestList.current = list
  })
  const offset = (list.page - 1) * list.pageSize
  const cell = useMemo<CellContext>(() => ({ dp, message, has, reload: () => void latestList.current.reload(), offset }), [dp, message, has, offset])
  const columns = useMemo(() => {
    const cols = dataColumns(schema.columns, has, cell)
    const op = operationColumn(schema.rowActions, has, (button, row) => latestRun.current(button, row), schema.operation)
    const all = op ? [...cols, op] : cols
    // a pinned column would take most of a phone's table (the operations alone are ~240 px)
    return phone ? all.map((c) => ({ ...c, fixed: undefined })) : all
  }, [schema, has, phone, cell])

  const toolbar = useMemo(() => (schema.toolbar ?? []).filter((b) => has(b.permission)), [schema.toolbar, has])

  // the row actions' colours from the theme
  const themeVars = useRowActionTheme()

  // row checkboxes only while a granted toolbar button works on the selection (批量删除, 设置主体 of many)
  const selectable = toolbar.some((b) => actionKinds.require(b.action.kind).usesSelection?.(b.action as never)) ? schema.selectable : undefined
  const disabledWhen = typeof selectable === 'object' ? selectable.disabledWhen : undefined
  const selection: DataTableSelection<Row> | undefined = selectable
    ? {
        selectedKeys: list.selectedKeys,
        onChange: (keys, rows) => list.setSelection(keys as Key[], rows),
        disabled: disabledWhen ? (row) => evaluate(disabledWhen, row) : undefined,
      }
    : undefined

  // ?dialog=<name> (another screen sent the user here to add something: 员工档案 -> 新增员工) presses
  // the granted toolbar button that opens that dialog, once: the parameter leaves the address
  const dialogParam = (params ?? locationParams()).dialog
  const pressed = useRef<string>(undefined)
  useEffect(() => {
    if (!dialogParam || pressed.current === dialogParam) return
    pressed.current = dialogParam
    const button = toolbar.find((b) => b.action.kind === 'dialog' && b.action.dialog === dialogParam)
    if (button) latestRun.current(button)
    if (!params) dropLocationParam('dialog')
  }, [dialogParam, toolbar, params])
  const dialogSchema = dialog ? schema.dialogs?.[dialog.name] : undefined
  // dialogs (Formily, the field kinds, the grants tree) and the delete confirmation (antd Modal)
  // load on demand: ahead of the click, when the pointer or the focus reaches a toolbar or row button
  const preloaded = useRef(false)
  const preload = (e: SyntheticEvent) => {
    if (preloaded.current || !(e.target as Element).closest?.('.renderer-toolbar button, .ant-table-tbody button')) return
    preloaded.current = true
    preloadConfirm()
    if (schema.dialogs) preloadDialogs(schema, entities)
  }

  const toolbarButton = (b: ButtonSpec) => {
    const kind = actionKinds.require(b.action.kind)
    if (kind.toolbar) return <kind.toolbar key={b.label} button={b} action={b.action as never} ctx={ctx} />
    return (
      <Button key={b.label} type={b.variant} danger={b.danger} loading={Boolean(running[b.label] || kind.busy?.(ctx))} onClick={() => run(b)}>
        {b.label}
      </Button>
    )
  }

  const tree = schema.sideTree
  // beside the table on wider screens, behind a button in a drawer on a phone
  const treeProps = (t: NonNullable<typeof tree>) => ({
    schema: t,
    value: treeValue,
    onSelect: (v: string | number | undefined, node?: TreeNode) => {
      setTreeValue(v)
      setTreeLabel(v === undefined ? undefined : node?.title)
      setQuery('tree', v === undefined ? {} : { [t.param]: v })
    },
    onMenu: (b: ButtonSpec, node: TreeNode) => run(b, undefined, node),
  })
  const main = (
    <>
      {schema.search?.length ? <SearchForm fields={schema.search} onSearch={(v) => setQuery('form', v)} /> : null}
      {toolbar.length ? (
        <Space className="renderer-toolbar" wrap style={{ marginBottom: 16 }}>
          {toolbar.map(toolbarButton)}
        </Space>
      ) : null}
      {list.error ? (
        <Suspense fallback={<div role="alert" style={{ marginBottom: 16 }}>{list.error}</div>}>
          <Alert type="error" showIcon message={list.error} style={{ marginBottom: 16 }} />
        </Suspense>
      ) : null}
      <DataTable<Row>
        rowKey={list.rowKey}
        label={schema.title}
        loading={list.loading}
        columns={columns}
        rows={list.rows}
        selection={selection}
        emptyText={schema.texts?.empty}
        // below 1440 px the spec's 1500 px scroll; wider, scroll only when the columns do not fit (e.g. beside a side tree)
        scrollX={width < NARROW_WIDTH ? SCROLL_X : 'max-content'}
        paging={
          schema.paging === false
            ? false
            : { current: list.page, pageSize: list.pageSize, total: list.total, pageSizeOptions: list.pageSizeOptions, onChange: (page, size) => list.setPage(page, size) }
        }
      />
    </>
  )

  return (
    <div className="renderer-list" data-screen={schema.id} style={themeVars} onPointerOver={preload} onFocus={preload}>
      {tree && phone ? (
        <>
          <Suspense fallback={null}>
            <SideTreeDrawer {...treeProps(tree)} label={treeLabel} />
          </Suspense>
          {main}
        </>
      ) : tree ? (
        <div className="renderer-list-with-tree" style={{ display: 'flex', alignItems: 'flex-start' }}>
          <Suspense fallback={null}>
            <SideTree {...treeProps(tree)} />
          </Suspense>
          <div className="renderer-list-main" style={{ flex: 1, minWidth: 0 }}>
            {main}
          </div>
        </div>
      ) : (
        main
      )}
      {files.element}
      {overlay ? (
        <Suspense fallback={null}>
          <LazyScreenOverlay
            {...overlay}
            onClose={() => {
              setOverlay(null)
              void list.reload()
            }}
          />
        </Suspense>
      ) : null}
      {dialog && dialogSchema ? (
        <Suspense fallback={null}>
          <LazyScreenDialog
            schema={dialogSchema}
            entities={entities}
            entity={schema.entity}
            open={dialog}
            onClose={(saved) => {
              setDialog(null)
              if (saved || ('reloadOnClose' in dialogSchema && dialogSchema.reloadOnClose)) void list.reload()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
