/**
 * The body of an `afterSave: { kind: 'notice' }`: the schema's description and the named fields of
 * the saved answer, each on its own line and selectable (e.g. 工号 and a one-time 初始密码).
 */
import type { AfterSave } from '../schema/types'

type Notice = Extract<AfterSave, { kind: 'notice' }>

export function SavedNotice(props: { notice: Notice; saved: Record<string, unknown> }) {
  return (
    <div data-testid="saved-notice">
      {props.notice.description ? <p>{props.notice.description}</p> : null}
      {props.notice.fields.map((f) => (
        <div key={f.field}>
          {f.label}：<code style={{ userSelect: 'all' }}>{String(props.saved[f.field] ?? '')}</code>
        </div>
      ))}
    </div>
  )
}
