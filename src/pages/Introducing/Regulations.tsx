/**
 * 相关制度: a tab per regulation type (全部 first), the type's regulations as a grid of cards, paged;
 * a card opens the regulation in a dialog (its HTML was sanitized by the server when stored and
 * again when served).
 */
import { useCallback, useEffect, useState } from 'react'
import { Card, Empty, Modal, Pagination, Skeleton, Tabs, Typography } from 'antd'
import { formatDate } from '../../../renderer/fields/dateFormat'
import type { IntroducingApi, Regulation, RegulationDetail, RegulationType } from './api'

const ALL = ''
const PAGE = 8

export function Regulations({ api }: { api: IntroducingApi }) {
  const [types, setTypes] = useState<RegulationType[]>([])
  const [type, setType] = useState(ALL)
  const [page, setPage] = useState(1)
  const [data, setData] = useState<{ items: Regulation[]; total: number } | null>(null)
  const [opened, setOpened] = useState<string | null>(null)
  const close = useCallback(() => setOpened(null), [])

  useEffect(() => void api.regulationTypes().then(setTypes, () => setTypes([])), [api])
  useEffect(() => {
    let live = true
    api.regulations({ TypeId: type || undefined, SkipCount: (page - 1) * PAGE, MaxResultCount: PAGE }).then(
      (r) => live && setData({ items: r.Items, total: r.TotalCount }),
      () => live && setData({ items: [], total: 0 }),
    )
    return () => {
      live = false
    }
  }, [api, type, page])

  return (
    <Card title="相关制度" size="small" className="intro-card intro-regulations">
      <Tabs
        size="small"
        activeKey={type}
        onChange={(k) => (setType(k), setPage(1))}
        items={[{ key: ALL, label: '全部' }, ...types.map((t) => ({ key: t.Id, label: t.Name }))]}
      />
      {!data ? (
        <Skeleton active />
      ) : data.items.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <ul className="intro-grid" aria-label="制度列表">
          {data.items.map((r) => (
            <li key={r.Id}>
              <button type="button" className="intro-tile" onClick={() => setOpened(r.Id)}>
                <span className="intro-tile-title">{r.Title}</span>
                <span className="intro-muted">{r.TypeName}</span>
                {r.Summary && <span className="intro-tile-text">{r.Summary}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE && <Pagination className="intro-pager" size="small" current={page} pageSize={PAGE} total={data.total} onChange={setPage} showSizeChanger={false} />}
      {opened && <RegulationDialog api={api} id={opened} onClose={close} />}
    </Card>
  )
}

function RegulationDialog({ api, id, onClose }: { api: IntroducingApi; id: string; onClose: () => void }) {
  const [detail, setDetail] = useState<RegulationDetail | null>(null)
  useEffect(() => void api.regulation(id).then(setDetail, onClose), [api, id, onClose])
  return (
    <Modal open title={detail?.Title ?? '制度详情'} footer={null} onCancel={onClose} width={760} destroyOnHidden>
      {!detail ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Text type="secondary">
            {detail.TypeName} · {formatDate(detail.CreationTime)}
          </Typography.Text>
          <div className="intro-rich" dangerouslySetInnerHTML={{ __html: detail.Content }} />
        </>
      )}
    </Modal>
  )
}
