/**
 * A read-only detail dialog (`kind: "detail"`): the record loaded with api.get (filled from the
 * row; else the row itself), then
 * - a header: a photo (a stored file shown through the DataProvider's fileSrc, so the bearer header
 *   is sent), a title and subtitle, tags (tag columns as they are, other kinds as 标题：值);
 * - description sections: label/value pairs in the list's column kinds (enum, date, tag...);
 * - timeline sections: entries (from their own endpoint or a path inside the record) grouped by
 *   year, then by month, each with its text; an empty state (暂无数据) when there are none.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Avatar, Button, Descriptions, Empty, Modal, Space, Spin, Tag, Timeline, Typography } from 'antd'
import { callEndpoint, errorMessage, useDataProvider } from '../data/provider'
import { renderCell } from '../list/columns'
import type { ColumnSpec, DetailDialogSchema, DetailHeader, TimelineSection } from '../schema/types'

type Row = Record<string, unknown>

export const DETAIL_TEXT = { empty: '暂无数据', close: '关闭' } as const

function at(data: unknown, path?: string): unknown {
  let v: unknown = data
  if (path) for (const k of path.split('.')) v = v && typeof v === 'object' ? (v as Row)[k] : undefined
  return v
}

export interface TimelineGroup {
  year: string
  months: { month: string; entries: Row[] }[]
}

/** Entries grouped by year, then month, in the order given (a group starts where its key first appears). */
export function groupTimeline(entries: Row[], spec: Pick<TimelineSection, 'yearField' | 'monthField'>): TimelineGroup[] {
  const years: TimelineGroup[] = []
  for (const e of entries) {
    const year = String(e[spec.yearField] ?? '')
    const month = String(e[spec.monthField] ?? '')
    let y = years.find((g) => g.year === year)
    if (!y) years.push((y = { year, months: [] }))
    let m = y.months.find((g) => g.month === month)
    if (!m) y.months.push((m = { month, entries: [] }))
    m.entries.push(e)
  }
  return years
}

const pad = (v: string) => (/^\d$/.test(v) ? `0${v}` : v)

function TimelineView({ section, record }: { section: TimelineSection; record: Row }) {
  const dp = useDataProvider()
  const [entries, setEntries] = useState<Row[] | null>(section.api ? null : ((at(record, section.itemsPath) as Row[] | undefined) ?? []))
  const [error, setError] = useState<string>()
  useEffect(() => {
    if (!section.api) return
    let live = true
    callEndpoint<unknown>(dp, section.api, { record, silent: true })
      .then((data) => {
        if (!live) return
        const list = section.itemsPath ? at(data, section.itemsPath) : data
        setEntries(Array.isArray(list) ? (list as Row[]) : [])
      })
      .catch((e) => live && (setError(errorMessage(e)), setEntries([])))
    return () => {
      live = false
    }
  }, [dp, section, record])
  if (error) return <Alert type="error" showIcon message={error} />
  if (!entries) return <Spin />
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={section.texts?.empty ?? DETAIL_TEXT.empty} />
  return (
    <div className="renderer-timeline">
      {groupTimeline(entries, section).map((y) => (
        <div key={y.year} className="renderer-timeline-year" style={{ marginBottom: 8 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>{y.year}年</Typography.Title>
          <Timeline
            items={y.months.map((m) => ({
              key: m.month,
              children: (
                <div className="renderer-timeline-month">
                  <Typography.Text strong>{pad(m.month)}月</Typography.Text>
                  {m.entries.map((e, i) => (
                    <div key={i} className="renderer-timeline-entry">
                      {section.dayField && e[section.dayField] !== undefined ? <Typography.Text type="secondary">{pad(String(e[section.dayField]))}日 </Typography.Text> : null}
                      {String(e[section.textField] ?? '')}
                    </div>
                  ))}
                </div>
              ),
            }))}
          />
        </div>
      ))}
    </div>
  )
}

function usePhoto(url: unknown): string | undefined {
  const dp = useDataProvider()
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    if (typeof url !== 'string' || !url) return setSrc(undefined)
    if (!dp.fileSrc) return setSrc(url)
    let live = true
    let made: string | undefined
    dp.fileSrc(url).then(
      (s) => {
        made = s
        if (live) setSrc(s)
        else if (s.startsWith('blob:')) URL.revokeObjectURL?.(s)
      },
      () => live && setSrc(undefined),
    )
    return () => {
      live = false
      if (made?.startsWith('blob:')) URL.revokeObjectURL?.(made)
    }
  }, [dp, url])
  return src
}

function headerTag(col: ColumnSpec, record: Row, i: number): ReactNode {
  const cell = renderCell(col, record)
  if (cell === null || cell === '' || cell === undefined) return null
  if ((col.kind ?? 'text') === 'tag') return <span key={i}>{cell}</span>
  return <Tag key={i}>{col.title}：{cell}</Tag>
}

function Header({ header, record }: { header: DetailHeader; record: Row }) {
  const src = usePhoto(header.photoField ? record[header.photoField] : undefined)
  const title = header.titleField ? String(record[header.titleField] ?? '') : ''
  return (
    <div className="renderer-detail-header" style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 16 }}>
      {header.photoField ? (
        <Avatar shape="square" size={80} src={src} alt={title} data-testid="detail-photo">
          {title.slice(0, 1)}
        </Avatar>
      ) : null}
      <div>
        {title ? <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title> : null}
        {header.subtitleField ? <Typography.Text type="secondary">{String(record[header.subtitleField] ?? '')}</Typography.Text> : null}
        {header.tags?.length ? <Space size={4} wrap style={{ marginTop: 8, display: 'flex' }}>{header.tags.map((t, i) => headerTag(t, record, i))}</Space> : null}
      </div>
    </div>
  )
}

export interface DetailDialogProps {
  schema: DetailDialogSchema
  record?: Row
  onClose(): void
}

export function DetailDialog({ schema, record, onClose }: DetailDialogProps) {
  const dp = useDataProvider()
  const [data, setData] = useState<Row | null>(schema.api?.get ? null : (record ?? {}))
  const [error, setError] = useState<string>()
  useEffect(() => {
    const get = schema.api?.get
    if (!get) return
    let live = true
    callEndpoint<Row>(dp, get, { record, silent: true })
      .then((d) => live && setData({ ...record, ...d }))
      .catch((e) => live && (setError(errorMessage(e)), setData(record ?? {})))
    return () => {
      live = false
    }
  }, [dp, schema, record])

  return (
    <Modal
      open
      title={schema.title}
      width={schema.width ?? 800}
      destroyOnHidden
      onCancel={onClose}
      footer={[<Button key="close" onClick={onClose}>{DETAIL_TEXT.close}</Button>]}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      {!data ? (
        <Spin />
      ) : (
        <div className="renderer-detail">
          {schema.header ? <Header header={schema.header} record={data} /> : null}
          {schema.sections.map((s, i) =>
            s.kind === 'descriptions' ? (
              <Descriptions
                key={i}
                className="renderer-detail-section"
                title={s.title}
                column={s.column ?? 3}
                size="small"
                style={{ marginBottom: 16 }}
                items={s.items.map((c, j) => ({ key: c.field ?? String(j), label: c.title, children: renderCell(c, data) }))}
              />
            ) : (
              <div key={i} className="renderer-detail-section">
                {s.title ? <Typography.Title level={5} style={{ marginBottom: 12 }}>{s.title}</Typography.Title> : null}
                <TimelineView section={s} record={data} />
              </div>
            ),
          )}
        </div>
      )}
    </Modal>
  )
}
