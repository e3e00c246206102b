/** Column kinds of a list screen (text, tag, tags, enum, date, switch, fileSize, phone) and the operation column. */
import { maskPhone } from '../../common/mask'
import type { ReactNode } from 'react'
import { Button, Space, Switch, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { evaluate } from '../../common/conditions'
import { formatDate } from '../fields/dates'
import type { ButtonSpec, ColumnSpec, OptionItem } from '../schema/types'
import type { Row } from './useListController'

const empty = (v: unknown) => v === undefined || v === null || v === ''

function optionOf(options: OptionItem[] | undefined, value: unknown): OptionItem | undefined {
  return options?.find((o) => o.value === value || String(o.value) === String(value))
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** 0 -> '0 B', 1536 -> '1.5 KB', 5242880 -> '5 MB' (1024 steps, at most 2 decimals, GB the largest unit). */
export function formatFileSize(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n) || n < 0) return ''
  let size = n
  let unit = 0
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024
    unit++
  }
  return `${unit === 0 ? size : Math.round(size * 100) / 100} ${SIZE_UNITS[unit]}`
}

/** The cell of one column kind. */
export function renderCell(col: ColumnSpec, row: Row): ReactNode {
  const value = col.field ? row[col.field] : undefined
  switch (col.type ?? 'text') {
    case 'tags': {
      if (col.tags) {
        const on = col.tags.filter((t) => evaluate({ field: t.field, truthy: true }, row))
        return on.length ? on.map((t) => <Tag key={t.field} color={t.color}>{t.text}</Tag>) : null
      }
      const list = Array.isArray(value) ? value : empty(value) ? [] : [value]
      return list.map((v, i) => {
        const o = optionOf(col.options, v)
        return <Tag key={i} color={o?.color ?? col.color}>{o?.label ?? String(v)}</Tag>
      })
    }
    case 'tag': {
      if (empty(value)) return null
      const o = optionOf(col.options, value)
      return <Tag color={o?.color ?? col.color}>{o?.label ?? String(value)}</Tag>
    }
    case 'enum': {
      if (empty(value)) return col.otherwise ?? null
      return optionOf(col.options, value)?.label ?? col.otherwise ?? String(value)
    }
    case 'phone':
      return maskPhone(empty(value) ? '' : String(value))
    case 'fileSize':
      return formatFileSize(value)
    case 'date':
      return formatDate(value, col.format)
    case 'switch':
      return <Switch size="small" checked={Boolean(value) && value !== '0'} disabled />
    default:
      return empty(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}

export function dataColumns(columns: ColumnSpec[], has: (code?: string) => boolean): ColumnsType<Row> {
  return columns
    .filter((c) => has(c.permission))
    .map((c, i) => ({
      key: c.field ?? `col${i}`,
      dataIndex: c.field,
      title: c.title,
      width: c.width,
      fixed: c.fixed,
      ellipsis: c.ellipsis,
      render: (_: unknown, row: Row) => renderCell(c, row),
    }))
}

/**
 * The operation column: the granted row actions as text buttons; undefined when none of them is
 * granted (spec 000 s.6: the column is hidden).
 */
export function operationColumn(
  actions: ButtonSpec[] | undefined,
  has: (code?: string) => boolean,
  onAction: (action: ButtonSpec, row: Row) => void,
  options: { title?: string; width?: number } = {},
): ColumnsType<Row>[number] | undefined {
  const granted = (actions ?? []).filter((a) => has(a.permission))
  if (!granted.length) return undefined
  return {
    key: '__operation',
    title: options.title ?? '操作',
    width: options.width ?? Math.max(120, granted.length * 60),
    fixed: 'right',
    render: (_: unknown, row: Row) => (
      <Space size={0}>
        {granted
          .filter((a) => !a.visibleWhen || evaluate(a.visibleWhen, row))
          .map((a) => (
            <Button
              key={a.label}
              type="link"
              size="small"
              danger={a.danger}
              disabled={a.disabledWhen ? evaluate(a.disabledWhen, row) : false}
              onClick={() => onAction(a, row)}
            >
              {a.label}
            </Button>
          ))}
      </Space>
    ),
  }
}
