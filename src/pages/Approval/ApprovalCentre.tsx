/**
 * 审批中心 (menu route child_oa_approval, spec 002 s.2.1): tabs 全部 / 待处理 / 已处理 / 已发起 /
 * 我收到 with count badges from the counts call (no loading indicator), keyword, type and state
 * filters (the state radios hidden on 待处理 and 我收到, 只看未读 on 我收到), unread rows marked, the
 * platform's paging; 发起审批 opens the type picker, a row the form dialog (a draft in 已发起
 * editable, everything else view-only).
 *
 * Hand-written rather than a schema screen: the list's tabs carry badges from a separate counts
 * call and every tab is a POST list with its own filters, which the renderer's list kind does not
 * express today.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Badge, Button, Card, Checkbox, Input, Modal, Radio, Select, Space, Table, Tabs, Tag, Typography } from 'antd'
import type { DataProvider } from '../../../renderer/data/provider'
import { STATE, STATE_NAMES } from '../../../common/approval'
import { PAGE_SIZE_DEFAULT } from '../../../common/api-types'
import { approvalApi, TABS, type Counts, type ListItem, type TabKey, type TypeGroup } from './api'
import { FormDialog, type DialogTarget } from './FormDialog'
import { preloadApprovalFields } from './FormFields'
import { TypeIcon } from './TypeIcon'
import './approval.css'

const STATE_FILTER = [STATE.pending, STATE.inApproval, STATE.agreed, STATE.returned, STATE.revoked, STATE.draft]
const STATE_COLOR: Record<number, string> = { 0: 'processing', 1: 'processing', 2: 'success', 3: 'error', [-1]: 'default', [-2]: 'warning' }

interface Filter {
  Keyword: string
  RelationId?: string
  State?: number
  UnRead: boolean
}

export function TypePicker(props: { groups: TypeGroup[]; onPick(relationId: string): void; onClose(): void }) {
  return (
    <Modal title="发起审批" open footer={null} onCancel={props.onClose} width={640}>
      {props.groups.map((g) => (
        <div key={g.TypeName} className="approval-group">
          <Typography.Title level={5}>{g.TypeName}</Typography.Title>
          <Space wrap size={16}>
            {g.Items.map((t) => (
              <Card key={t.RelationId} hoverable size="small" className="approval-type" onClick={() => props.onPick(t.RelationId)}>
                <TypeIcon name={t.Icon} color={t.Color} />
                <div>{t.ApprovalName}</div>
              </Card>
            ))}
          </Space>
        </div>
      ))}
    </Modal>
  )
}

/** `target`: a process to open at once (a message's link); a new object opens it again. */
export default function ApprovalCentre(props: { provider: DataProvider; target?: DialogTarget }) {
  const api = useMemo(() => approvalApi(props.provider), [props.provider])
  const [tab, setTab] = useState<TabKey>('wait')
  const [filter, setFilter] = useState<Filter>({ Keyword: '', UnRead: false })
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE_DEFAULT })
  const [rows, setRows] = useState<{ items: ListItem[]; total: number; loading: boolean }>({ items: [], total: 0, loading: true })
  const [counts, setCounts] = useState<Counts | null>(null)
  const [groups, setGroups] = useState<TypeGroup[]>([])
  const [picking, setPicking] = useState(false)
  const [open, setOpen] = useState<DialogTarget | null>(null)
  const [tick, setTick] = useState(0)

  useEffect(() => {
    api.types().then(setGroups, () => undefined)
  }, [api])
  // the form dialog's field kinds, loaded while the user looks at the lists
  useEffect(() => {
    preloadApprovalFields().catch(() => undefined)
  }, [])
  useEffect(() => {
    if (props.target) setOpen(props.target)
  }, [props.target])
  useEffect(() => {
    api.counts().then(setCounts, () => undefined)
  }, [api, tick])
  useEffect(() => {
    let live = true
    setRows((r) => ({ ...r, loading: true }))
    const q = {
      Keyword: filter.Keyword || undefined,
      RelationId: filter.RelationId,
      State: tab === 'wait' || tab === 'read' ? undefined : filter.State,
      UnRead: tab === 'read' && filter.UnRead ? true : undefined,
      SkipCount: (page.current - 1) * page.size,
      MaxResultCount: page.size,
    }
    api.list(tab, q).then(
      (d) => live && setRows({ items: d.Items, total: d.TotalCount, loading: false }),
      () => live && setRows({ items: [], total: 0, loading: false }),
    )
    return () => {
      live = false
    }
  }, [api, tab, filter, page, tick])

  const reload = useCallback(() => setTick((t) => t + 1), [])
  const change = (next: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...next }))
    setPage((p) => ({ ...p, current: 1 }))
  }
  const types = groups.flatMap((g) => g.Items)

  return (
    <div className="approval-centre">
      <Tabs
        activeKey={tab}
        onChange={(k) => (setTab(k as TabKey), setPage((p) => ({ ...p, current: 1 })))}
        tabBarExtraContent={
          <Button type="primary" onClick={() => setPicking(true)}>
            发起审批
          </Button>
        }
        items={TABS.map((t) => ({
          key: t.key,
          label: (
            <Badge count={counts?.[t.count].Count ?? 0} size="small" offset={[8, -2]} overflowCount={999} data-tab={t.key}>
              <span>{t.title}</span>
            </Badge>
          ),
        }))}
      />
      <Space wrap className="approval-filters">
        <Input.Search placeholder="标题、编号、正文" allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={(v) => change({ Keyword: v.trim() })} style={{ width: 240 }} />
        <Select placeholder="审批类型" allowClear style={{ width: 160 }} value={filter.RelationId} onChange={(v) => change({ RelationId: v })} options={types.map((t) => ({ label: t.ApprovalName, value: t.RelationId }))} />
        {tab !== 'wait' && tab !== 'read' && (
          <Radio.Group value={filter.State ?? ''} onChange={(e) => change({ State: e.target.value === '' ? undefined : Number(e.target.value) })}>
            <Radio.Button value="">全部</Radio.Button>
            {STATE_FILTER.map((s) => (
              <Radio.Button key={s} value={s}>
                {STATE_NAMES[s]}
              </Radio.Button>
            ))}
          </Radio.Group>
        )}
        {tab === 'read' && (
          <Checkbox checked={filter.UnRead} onChange={(e) => change({ UnRead: e.target.checked })}>
            只看未读
          </Checkbox>
        )}
      </Space>
      <Table<ListItem>
        rowKey="Id"
        loading={rows.loading}
        dataSource={rows.items}
        rowClassName={(r) => (r.IsRead ? '' : 'approval-unread')}
        // columns as wide as their text; a phone scrolls the table sideways rather than stacking headers letter by letter
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ onClick: () => setOpen({ relationId: r.RelationId, processId: r.Id }) })}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: rows.total,
          pageSizeOptions: [15, 30, 50, 100],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: '标题', dataIndex: 'Digest', render: (v: string, r) => <span>{!r.IsRead && <Badge status="processing" />} {v}</span> },
          { title: '审批编号', dataIndex: 'ProjectNo' },
          { title: '类型', dataIndex: 'ApprovalName' },
          { title: '发起人', dataIndex: 'UserName' },
          { title: '发起时间', dataIndex: 'CreateTime' },
          { title: '状态', dataIndex: 'State', render: (s: number, r) => <Tag color={STATE_COLOR[s] ?? 'processing'}>{r.StateName}</Tag> },
          { title: '当前进度', dataIndex: 'ApprovalProcess' },
        ]}
      />
      {picking && (
        <TypePicker
          groups={groups}
          onClose={() => setPicking(false)}
          onPick={(relationId) => {
            setPicking(false)
            setOpen({ relationId, processId: '' })
          }}
        />
      )}
      {open && (
        <FormDialog
          key={`${open.relationId}/${open.processId}`}
          api={api}
          target={open}
          onClose={(changed) => {
            setOpen(null)
            // opening marks read, saving changes lists: refresh the badges and the rows either way
            if (changed || open.processId) reload()
          }}
        />
      )}
    </div>
  )
}
