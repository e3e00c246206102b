/** One card of a cards screen: the row's cover picture (or a placeholder), title, text and meta line; the whole card opens the row. */
import type { KeyboardEvent } from 'react'
import { Typography } from 'antd'
import { PictureOutlined } from '@ant-design/icons'
import type { EntitySchema } from '../../common/entity-fields'
import type { Row } from '../list/useListController'
import type { CardsScreenSchema } from '../schema/types'
import { filesOf } from '../widgets/media/files'
import { useFileSrc } from '../widgets/media/useFileSrc'

function Cover({ url, alt }: { url?: string; alt: string }) {
  const { src } = useFileSrc(url)
  return <div className="renderer-card-cover">{src ? <img src={src} alt={alt} /> : <PictureOutlined className="renderer-card-cover-empty" />}</div>
}

/** A meta value as shown: a date-time property as its day, anything else as text. */
function metaText(row: Row, field: string, entity?: EntitySchema): string {
  const v = row[field]
  if (v === undefined || v === null || v === '') return ''
  if (entity?.properties[field]?.format === 'date-time' && typeof v === 'string') return v.slice(0, 10)
  return String(v)
}

export function RowCard({ row, card, entity, onOpen }: { row: Row; card: CardsScreenSchema['card']; entity?: EntitySchema; onOpen?(row: Row): void }) {
  const title = String(row[card.titleField] ?? '')
  const cover = card.coverField ? filesOf(row[card.coverField], card.files)[0] : undefined
  const text = card.descriptionField ? String(row[card.descriptionField] ?? '') : ''
  const meta = (card.metaFields ?? []).map((f) => metaText(row, f, entity)).filter(Boolean)
  const open = onOpen ? () => onOpen(row) : undefined
  const onKey = (e: KeyboardEvent) => {
    if (open && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault()
      open()
    }
  }
  return (
    <div
      role="listitem"
      className={`renderer-card${open ? ' renderer-card-clickable' : ''}`}
      tabIndex={open ? 0 : undefined}
      aria-label={title}
      onClick={open}
      onKeyDown={onKey}
    >
      {card.coverField ? <Cover url={cover?.url} alt={title} /> : null}
      <div className="renderer-card-body">
        <Typography.Text strong ellipsis={{ tooltip: title }} className="renderer-card-title">
          {title}
        </Typography.Text>
        {text ? <div className="renderer-card-text">{text}</div> : null}
        {meta.length ? <div className="renderer-card-meta">{meta.join(' · ')}</div> : null}
      </div>
    </div>
  )
}
