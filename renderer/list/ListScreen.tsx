/**
 * A list screen from its schema: search form, toolbar, table with column kinds and the operation
 * column, batch selection, paging of the spec (共 N 条, quick jumper, 15/30/50/100), and the
 * screen's dialogs. A thin UI over useListController.
 */
import { Suspense, useMemo, useRef, useState, type Key as ReactKey, type SyntheticEvent } from 'react'
import { Alert, Button, Space, Table } from 'antd'
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import { LazyScreenDialog, preloadDialogs } from '../dialog/lazy'
import type { OpenDialog } from '../dialog/ScreenDialog'
import { preloadConfirm } from '../locale'
import { usePermission } from '../permission'
import type { ButtonSpec, ListScreenSchema } from '../schema/types'
import { dataColumns, operationColumn } from './columns'
import { useFileActions } from './fileActions'
import { SearchForm } from './SearchForm'
import { useDelete } from './useDelete'
import { useListController, type Key, type Row } from './useListController'
import { useWindowWidth } from './useWindowWidth'

export interface ListScreenProps {
  schema: ListScreenSchema
  /** entity schemas by $id */
  entities?: Record<string, EntitySchema>
}

/** Below this window width the table scrolls horizontally over SCROLL_X (spec 000 s.2). */
export const NARROW_WIDTH = 1440
export const SCROLL_X = 1500

export function ListScreen({ schema, entities = {} }: ListScreenProps) {
  const paging = schema.paging === false ? undefined : schema.paging
  const list = useListController({ api: schema.api.list, rowKey: schema.rowKey, pageSize: paging?.pageSize, pageSizeOptions: paging?.pageSizeOptions })
  const { has } = usePermission()
  const width = useWindowWidth()
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const deleter = useDelete(schema.api, list.rowKey, () => void list.reload())
  const files = useFileActions(() => void list.reload())

  const run = (button: ButtonSpec, row?: Row) => {
    const a = button.action
    if (a.type === 'dialog') setDialog({ name: a.dialog, mode: a.mode ?? (row ? 'edit' : 'add'), record: row })
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

  return (
    <div className="renderer-list" data-screen={schema.id} onPointerOver={preload} onFocus={preload}>
      {schema.search?.length ? <SearchForm fields={schema.search} onSearch={list.setSearch} /> : null}
      {toolbar.length ? (
        <Space className="renderer-toolbar" style={{ marginBottom: 16 }}>
          {toolbar.map((b) => (
            <Button key={b.label} type={b.type} danger={b.danger} loading={b.action.type === 'upload' && files.uploading} onClick={() => run(b)}>
              {b.label}
            </Button>
          ))}
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
        scroll={width < NARROW_WIDTH ? { x: SCROLL_X } : undefined}
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
      {files.element}
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
