/**
 * 组织架构图 (menu route child_hrm_comprehension, permission HRM.Comprehension): the people of the
 * company by position level as a tree; search a name to jump to the box; click a box for the card.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ReloadOutlined } from '@ant-design/icons'
import { Button, Input, Spin, Typography } from 'antd'
import type { DataProvider } from '../../../renderer/data/provider'
import { AvatarContext, AvatarStore } from './avatars'
import { countPeople } from './normalize'
import { OrgChart, type OrgChartHandle } from './OrgChart'
import type { Person } from './types'
import { useOrgChartData } from './useOrgChartData'
import { UserCard } from './UserCard'
import './orgChart.css'

function flatten(root: Person | null): Person[] {
  const out: Person[] = []
  const stack = root ? [root] : []
  while (stack.length) {
    const p = stack.pop()!
    out.push(p)
    for (let i = p.children.length - 1; i >= 0; i--) stack.push(p.children[i])
  }
  return out
}

export default function OrgChartPage(props: { provider: DataProvider; depId?: string | null }) {
  const { provider } = props
  const data = useOrgChartData(provider, props.depId)
  const [avatars, setAvatars] = useState<AvatarStore | null>(null)
  useEffect(() => {
    const store = new AvatarStore(provider.fileSrc?.bind(provider))
    setAvatars(store)
    return () => store.dispose()
  }, [provider])

  const chart = useRef<OrgChartHandle>(null)
  const [open, setOpen] = useState<Person | null>(null)
  const onOpen = useCallback((p: Person) => setOpen(p), [])
  const people = useMemo(() => flatten(data.root), [data.root])
  const total = useMemo(() => countPeople(data.root), [data.root])

  const [query, setQuery] = useState('')
  const [hit, setHit] = useState<{ key: string; q: string } | null>(null)
  const [miss, setMiss] = useState(false)
  const search = (value: string) => {
    const q = value.trim()
    setMiss(false)
    if (!q) {
      setHit(null)
      return
    }
    const matches = people.filter((p) => p.userId && (p.name.includes(q) || p.position.includes(q) || p.workNo === q))
    if (matches.length === 0) {
      setHit(null)
      setMiss(true)
      return
    }
    // pressing Enter again moves to the next match
    const at = hit && hit.q === q ? matches.findIndex((m) => m.key === hit.key) : -1
    const next = matches[(at + 1) % matches.length]
    setHit({ key: next.key, q })
    chart.current?.focus(next.key)
  }

  return (
    <div className="org-page">
      <div className="org-page__bar">
        <Input.Search
          allowClear
          placeholder="搜索姓名 / 岗位 / 工号"
          style={{ width: 260 }}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            if (!e.target.value) {
              setHit(null)
              setMiss(false)
            }
          }}
          onSearch={search}
          disabled={!data.root}
        />
        {miss && <Typography.Text type="warning">未找到匹配的人员</Typography.Text>}
        <span className="org-page__count">{data.loading ? '' : `共 ${total} 人`}</span>
        <Button icon={<ReloadOutlined />} onClick={data.reload} loading={data.loading}>
          刷新
        </Button>
        <span className="org-page__hint">拖动平移 · Ctrl + 滚轮缩放 · 点击人员查看名片</span>
      </div>
      <Spin spinning={data.loading}>
        <AvatarContext.Provider value={avatars}>
          {avatars && (data.root || !data.loading) ? (
            <OrgChart ref={chart} root={data.root} onOpen={onOpen} highlight={hit?.key ?? null} />
          ) : (
            <div className="org-chart" />
          )}
        </AvatarContext.Provider>
      </Spin>
      <AvatarContext.Provider value={avatars}>
        <UserCard person={open} provider={provider} onClose={() => setOpen(null)} />
      </AvatarContext.Provider>
    </div>
  )
}
