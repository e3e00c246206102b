/**
 * 人力组织: the departments as a tree with their member counts and leaders; a leader opens the
 * person's card (name, work number, department path, position) in a dialog.
 */
import { useCallback, useEffect, useState } from 'react'
import { Avatar, Button, Card, Descriptions, Empty, Modal, Skeleton, Tree } from 'antd'
import { UserOutlined } from '@ant-design/icons'
import { useFileSrc } from '../../../renderer/widgets/media/useFileSrc'
import type { IntroducingApi, OrgNode, Person } from './api'

function Face({ url, size }: { url: string; size?: number }) {
  const { src } = useFileSrc(url || undefined)
  return <Avatar size={size ?? 'small'} src={src} icon={<UserOutlined />} />
}

type TreeItem = { key: string; title: React.ReactNode; children: TreeItem[] }

export function Organisation({ api }: { api: IntroducingApi }) {
  const [roots, setRoots] = useState<OrgNode[] | null>(null)
  const [person, setPerson] = useState<string | null>(null)
  const close = useCallback(() => setPerson(null), [])
  useEffect(() => void api.organisation().then(setRoots, () => setRoots([])), [api])
  const item = (d: OrgNode): TreeItem => ({
    key: d.Id,
    title: (
      <span className="intro-dept">
        <span className="intro-dept-name">{d.Name}</span>
        <span className="intro-muted">{d.MenberCount} 人</span>
        {d.Leader && (
          <Button type="link" size="small" className="intro-leader" onClick={(e) => (e.stopPropagation(), setPerson(d.Leader!.Id))}>
            <Face url={d.Leader.Avatar} />
            {d.Leader.RealName}
          </Button>
        )}
      </span>
    ),
    children: d.Children.map(item),
  })
  return (
    <Card title="人力组织" size="small" className="intro-card intro-org">
      {!roots ? (
        <Skeleton active />
      ) : roots.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <Tree blockNode selectable={false} defaultExpandedKeys={roots.map((r) => r.Id)} treeData={roots.map(item)} />
      )}
      {person && <PersonDialog api={api} id={person} onClose={close} />}
    </Card>
  )
}

function PersonDialog({ api, id, onClose }: { api: IntroducingApi; id: string; onClose: () => void }) {
  const [p, setP] = useState<Person | null>(null)
  useEffect(() => void api.person(id).then(setP, onClose), [api, id, onClose])
  return (
    <Modal open title="人员详情" footer={null} onCancel={onClose} width={520} destroyOnHidden>
      {!p ? (
        <Skeleton active />
      ) : (
        <div className="intro-person">
          <Face url={p.Avatar} size={64} />
          <Descriptions column={1} size="small" className="intro-person-facts">
            <Descriptions.Item label="姓名">{p.RealName}</Descriptions.Item>
            <Descriptions.Item label="工号">{p.WorkNo}</Descriptions.Item>
            <Descriptions.Item label="部门">{p.DepPath || p.DepName || '-'}</Descriptions.Item>
            <Descriptions.Item label="岗位">{p.PositionName || '-'}</Descriptions.Item>
          </Descriptions>
        </div>
      )}
    </Modal>
  )
}
