/**
 * The user card a click on a box opens (spec 001 s.2: photo, name, position, responsibilities).
 * Shows the box's data at once and completes it from `GET /api/app/users/org-user-card/{userId}`.
 */
import { useEffect, useState } from 'react'
import { Modal, Skeleton } from 'antd'
import type { DataProvider } from '../../../renderer/data/provider'
import { PersonAvatar } from './avatars'
import { orgUserCardUrl, type OrgUserCard, type Person } from './types'

interface CardData {
  name: string
  position: string
  responsibility: string
  majorAreas: string
  depName: string
  workNo: string
  avatar: string
}

const pick = (a: string | null | undefined, b: string) => (typeof a === 'string' && a.trim() ? a.trim() : b)

export function UserCard(props: { person: Person | null; provider: DataProvider; onClose(): void }) {
  const { person, provider } = props
  const [card, setCard] = useState<OrgUserCard | null>(null)
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    setCard(null)
    if (!person?.userId) return
    let live = true
    setLoading(true)
    provider
      .request<OrgUserCard>({ method: 'GET', url: orgUserCardUrl(person.userId), silent: true })
      .then(
        (c) => live && setCard(c),
        () => undefined, // the box's own data is shown
      )
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [person, provider])

  const d: CardData | null = person && {
    name: pick(card?.UserName, person.name),
    position: pick(card?.Position, person.position),
    responsibility: pick(card?.Responsibility, person.responsibility),
    majorAreas: person.majorAreas,
    depName: pick(card?.DepName, person.depName),
    workNo: pick(card?.WorkNo, person.workNo),
    avatar: pick(card?.HeadImg, person.avatar),
  }
  return (
    <Modal open={!!person} title="员工名片" footer={null} onCancel={props.onClose} width={480} destroyOnHidden className="org-card-modal">
      {d && (
        <div className="org-card">
          <PersonAvatar url={d.avatar} name={d.name} size={88} />
          <div className="org-card__main">
            <h3 className="org-card__name">{d.name}</h3>
            <div className="org-card__position">{d.position || '暂无岗位'}</div>
            {(d.depName || d.workNo) && <div className="org-card__meta">{[d.depName, d.workNo && `工号 ${d.workNo}`].filter(Boolean).join(' · ')}</div>}
            <div className="org-card__section">
              <div className="org-card__label">岗位职责</div>
              {loading && !d.responsibility ? (
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              ) : (
                <div className="org-card__text">{d.responsibility || '暂无'}</div>
              )}
            </div>
            {d.majorAreas && (
              <div className="org-card__section">
                <div className="org-card__label">主要领域</div>
                <div className="org-card__text">{d.majorAreas}</div>
              </div>
            )}
          </div>
        </div>
      )}
    </Modal>
  )
}
