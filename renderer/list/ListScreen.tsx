/**
 * A list screen from its schema: an optional side tree (its node sets a query parameter), search
 * form, toolbar (dialogs, batch delete, upload, export, sort, events), table with column kinds and
 * the operation column, batch selection, paging of the spec (共 N 条, quick jumper, 15/30/50/100),
 * and the screen's dialogs. A thin UI over useListController.
 */
import { lazy, Suspense, useMemo, useRef, useState, type Key as ReactKey, type SyntheticEvent } from 'react'
import { Alert, Button, Dropdown, Empty, Space, Table } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import { callEndpoint, errorMessage, useDataProvider } from '../data/provider'
import { LazyScreenDialog, preloadDialogs } from '../dialog/lazy'
import type { OpenDialog } from '../dialog/ScreenDialog'
import { useEmit } from '../events'
import { preloadConfirm, useFeedback } from '../locale'
import { usePermission } from '../permission'
import type { Action, ButtonSpec, ListScreenSchema } from '../schema/types'
import { screenParams } from '../screenLoader'
import type { TreeNode } from '../tree/tree'
import { dataColumns, operationColumn } from './columns'
import { useFileActions } from './fileActions'
import { SearchForm } from './SearchForm'
import { useDelete } from './useDelete'
import { cleanSearch, useListController, type Key, type Row } from './useListController'
import { useWindowWidth } from './useWindowWidth'

// The side tree (antd Tree, Typography) is for the few screens that declare one: loaded on demand.
const SideTree = lazy(() => import('../tree/SideTree').then((m) => ({ default: m.SideTree })))
const LazyScreenOverlay = lazy(() => import('../ScreenOverlay').then((m) => ({ default: m.ScreenOverlay })))

export interface ListScreenProps {
  schema: ListScreenSchema
  /** entity schemas by $id */
  entities?: Record<string, EntitySchema>
}

/** Below this window width the table scrolls horizontally over SCROLL_X (spec 000 s.2). */
export const NARROW_WIDTH = 1440
export const SCROLL_X = 1500

export const LIST_TEXT = { noSelection: '请选择数据', exported: '导出成功', sort: '排序' } as const

type DialogAction = Extract<Action, { type: 'dialog' }>
type ExportAction = Extract<Action, { type: 'export' }>

/** The query an export sends: every current search value, or those `params` maps (endpoint parameter -> search value name). */
export function exportQuery(action: Pick<ExportAction, 'params'>, search: Record<string, unknown>): Record<string, unknown> {
  const clean = cleanSearch(search)
  if (!action.params) return clean
  const out: Record<string, unknown> = {}
  for (const [param, name] of Object.entries(action.params)) if (clean[name] !== undefined) out[param] = clean[name]
  return out
}

export function ListScreen({ schema, entities = {} }: ListScreenProps) {
  const paging = schema.paging === false ? undefined : schema.paging
  const list = useListController({ api: schema.api.list, rowKey: schema.rowKey, pageSize: paging?.pageSize, pageSizeOptions: paging?.pageSizeOptions })
  const { has } = usePermission()
  const width = useWindowWidth()
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [overlay, setOverlay] = useState<{ route: string; title?: string; params: Record<string, string> } | null>(null)
  const deleter = useDelete(schema.api, list.rowKey, () => void list.reload())
  const files = useFileActions(() => void list.reload())
  const dp = useDataProvider()
  const emit = useEmit()
  const { message } = useFeedback()
  const [exporting, setExporting] = useState(false)
  // the query is the search form's values, the side tree's node and the sort order together
  const parts = useRef<{ form: Record<string, unknown>; tree: Record<string, unknown>; sort: Record<string, unknown> }>({ form: {}, tree: {}, sort: {} })
  const [treeValue, setTreeValue] = useState<string | number>()
  const [sortValue, setSortValue] = useState<string | number | boolean>()
  const apply = (part: 'form' | 'tree' | 'sort', values: Record<string, unknown>) => {
    parts.current = { ...parts.current, [part]: values }
    const { form, tree, sort } = parts.current
    list.setSearch({ ...form, ...tree, ...sort })
  }

  const openDialog = (a: DialogAction, row?: Row, node?: TreeNode) => {
    const inputs: Row = {}
    if (a.keysAs) {
      const keys = row ? [row[list.rowKey]] : list.selectedKeys
      if (!keys.length) return void message.warning(a.emptyMessage ?? LIST_TEXT.noSelection)
      inputs[a.keysAs] = keys
    }
    if (a.nodeAs && node) inputs[a.nodeAs] = node.value
    if (a.fromRow && row) for (const [name, field] of Object.entries(a.fromRow)) inputs[name] = row[field]
    setDialog({ name: a.dialog, mode: a.mode ?? (row ? 'edit' : 'add'), record: row ?? node?.raw, inputs: Object.keys(inputs).length ? inputs : undefined })
  }

  const runExport = async (a: ExportAction) => {
    setExporting(true)
    try {
      const answer = await callEndpoint<Row>(dp, a.api, { query: exportQuery(a, list.search), silent: true })
      await files.download(answer ?? {}, { urlField: a.urlField ?? 'Url', nameField: a.nameField ?? 'Name' })
      if (a.successMessage) message.success(a.successMessage)
    } catch (e) {
      message.error(errorMessage(e))
    } finally {
      setExporting(false)
    }
  }

  const run = (button: ButtonSpec, row?: Row) => {
    const a = button.action
    if (a.type === 'dialog') openDialog(a, row)
    else if (a.type === 'export') void runExport(a)
    else if (a.type === 'event') emit(a.name, row)
    else if (a.type === 'screen') setOverlay({ route: a.route, title: a.title, params: screenParams(a.params, row) })
    else if (a.type === 'delete' && row) deleter.deleteOne(row, a.successMessage)
    else if (a.type === 'batchDelete') deleter.deleteSelected(list.selectedRows, a.successMessage)
    else if (a.type === 'reload') void list.reload()
    else if (a.type === 'upload') files.upload(a)
    else if (a.type === 'download' && row) void files.download(row, a)
    else if (a.type === 'preview' && row) void files.preview(row, a)
  }

  const columns = useMemo(() => {
    const cols = dataColumns(schema.columns, has)
    const op = operationColumn(schema.rowActions, has, run, schema.operation)
    return op ? [...cols, op] : cols
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, has, list.selectedRows])

  const selectable = schema.selectable
  const rowSelection = selectable
    ? {
        selectedRowKeys: list.selectedKeys,
        onChange: (keys: ReactKey[], rows: Row[]) => list.setSelection(keys as Key[], rows),
        getCheckboxProps: (row: Row) => ({
          disabled: typeof selectable === 'object' && selectable.disabledWhen ? evaluate(selectable.disabledWhen, row) : false,
        }),
      }
    : undefined

  const toolbar = (schema.toolbar ?? []).filter((b) => has(b.permission))
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
    const a = b.action
    if (a.type === 'sort') {
      const param = a.param ?? 'Sorting'
      const chosen = a.options.find((o) => o.value === sortValue)
      return (
        <Dropdown
          key={b.label}
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: sortValue === undefined ? [] : [String(sortValue)],
            items: a.options.map((o) => ({ key: String(o.value), label: o.label })),
            onClick: ({ key }) => {
              const o = a.options.find((x) => String(x.value) === key)
              const next = o && o.value !== sortValue ? o.value : undefined
              setSortValue(next)
              apply('sort', next === undefined ? {} : { [param]: next })
            },
          }}
        >
          <Button type={b.type} className="renderer-sort">
            {chosen ? `${b.label}：${chosen.label}` : b.label} <DownOutlined />
          </Button>
        </Dropdown>
      )
    }
    return (
      <Button
        key={b.label}
        type={b.type}
        danger={b.danger}
        loading={(a.type === 'upload' && files.uploading) || (a.type === 'export' && exporting)}
        onClick={() => run(b)}
      >
        {b.label}
      </Button>
    )
  }

  const tree = schema.sideTree
  const main = (
    <>
      {schema.search?.length ? <SearchForm fields={schema.search} onSearch={(v) => apply('form', v)} /> : null}
      {toolbar.length ? (
        <Space className="renderer-toolbar" style={{ marginBottom: 16 }}>
          {toolbar.map(toolbarButton)}
        </Space>
      ) : null}
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 16 }} /> : null}
      <Table<Row>
        rowKey={list.rowKey}
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={rowSelection}
        locale={schema.emptyText ? { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={schema.emptyText} /> } : undefined}
        // below 1440 px the spec's 1500 px scroll; wider, scroll only when the columns do not fit (e.g. beside a side tree)
        scroll={width < NARROW_WIDTH ? { x: SCROLL_X } : { x: 'max-content' }}
        pagination={
          schema.paging === false
            ? false
            : {
                current: list.page,
                pageSize: list.pageSize,
                total: list.total,
                pageSizeOptions: list.pageSizeOptions,
                showSizeChanger: true,
                showQuickJumper: true,
                showTotal: (total) => `共 ${total} 条`,
                onChange: (page, size) => list.setPage(page, size),
              }
        }
      />
    </>
  )

  return (
    <div className="renderer-list" data-screen={schema.id} onPointerOver={preload} onFocus={preload}>
      {tree ? (
        <div className="renderer-list-with-tree" style={{ display: 'flex', alignItems: 'flex-start' }}>
          <Suspense fallback={null}>
            <SideTree
              schema={tree}
              value={treeValue}
              onSelect={(v) => {
                setTreeValue(v)
                apply('tree', v === undefined ? {} : { [tree.param]: v })
              }}
              onMenu={(b, node) => (b.action.type === 'dialog' ? openDialog(b.action, undefined, node) : b.action.type === 'event' ? emit(b.action.name, node.raw) : undefined)}
            />
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
              if (saved) void list.reload()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
