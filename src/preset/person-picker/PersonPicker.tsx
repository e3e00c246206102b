/**
 * Person/department picker (spec 000 s.2), a Formily value/onChange field: the chosen people or
 * departments as closable tags and a button opening the picker dialog. The endpoint comes from the
 * schema (`api`, e.g. `{ "method": "GET", "url": "/api/app/old-frame/department/{id}" }`).
 *
 * Value (`valueType`): 'items' (default) [{ Id, Name, Type }] (Type 2 person, 1 department);
 * 'id' the Id of one item (a foreign key such as DepartmentId; null when empty); 'ids' an array
 * of Ids. With Ids only, the tags' names come from `nameField`, the form value holding the name
 * (e.g. "DepartmentName", or for 'ids' an array of names or a comma-separated string); the widget
 * keeps that value in step with its choices.
 */
import { useRef, useState, type CSSProperties } from 'react'
import { observer, useForm } from '@formily/react'
import { Alert, Breadcrumb, Button, Checkbox, Empty, Input, Modal, Radio, Spin, Tag, Typography } from 'antd'
import { useDataProvider } from '../../../renderer/data/provider'
import { useFeedback } from '../../../renderer/locale'
import type { Endpoint } from '../../../renderer/schema/types'
import { asArray } from '../../../renderer/widgets/shared'
import { PICKER_TEXT, ROOT_ID, deptItem, itemKey, personItem, usePersonPicker, type PickItem, type PickerMode } from './usePersonPicker'

export interface PersonPickerDialogProps {
  /** GET .../department/{id}: `{id}` is filled with the department id (0 = the top) */
  api: Endpoint
  mode?: PickerMode
  /** the most items the field may hold (the value included); a new item beyond it is refused */
  Count?: number
  /** single mode (forward, share): exactly one item, the choice replaces the value */
  single?: boolean
  /** the field's current value (its items cannot be chosen again) */
  value?: PickItem[]
  title?: string
  /** first crumb of the breadcrumb (the top, department id 0) */
  rootLabel?: string
  searchPlaceholder?: string
  width?: number
  onOk(next: PickItem[]): void
  onCancel(): void
}

const rowStyle: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '6px 4px', borderBottom: '1px solid #f0f0f0' }

export const PERSON_PICKER_DEFAULTS = {
  title: { person: '选择人员', dept: '选择部门', mixed: '选择人员或部门' },
  rootLabel: '全部',
  searchPlaceholder: { person: '请输入姓名搜索', dept: '请输入部门名称搜索', mixed: '请输入姓名搜索' },
} as const

/** The picker dialog (mounted while open: every opening starts afresh). */
export function PersonPickerDialog(props: PersonPickerDialogProps) {
  const dp = useDataProvider()
  const { message } = useFeedback()
  const mode = props.mode ?? 'person'
  const value = asArray<PickItem>(props.value)
  const c = usePersonPicker({ dp, api: props.api, mode, count: props.Count, single: props.single, value, warn: (t) => void message.warning(t) })
  const [input, setInput] = useState('')

  const crumbs = [{ Id: ROOT_ID as string | number, Name: props.rootLabel ?? PERSON_PICKER_DEFAULTS.rootLabel }, ...c.crumbs]
  const Choice = c.single ? Radio : Checkbox

  return (
    <Modal
      open
      title={props.title ?? PERSON_PICKER_DEFAULTS.title[mode]}
      width={props.width ?? 600}
      maskClosable={false}
      onCancel={props.onCancel}
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          {PICKER_TEXT.cancel}
        </Button>,
        <Button key="ok" type="primary" disabled={!c.canConfirm} onClick={() => props.onOk(c.result())}>
          {PICKER_TEXT.confirm(c.total, c.count)}
        </Button>,
      ]}
    >
      <div className="renderer-person-picker">
        <Input.Search
          allowClear
          value={input}
          style={{ marginBottom: 8 }}
          placeholder={props.searchPlaceholder ?? PERSON_PICKER_DEFAULTS.searchPlaceholder[mode]}
          onChange={(e) => {
            setInput(e.target.value)
            if (!e.target.value) c.search('')
          }}
          onSearch={(v) => c.search(v)}
        />
        <Breadcrumb
          style={{ marginBottom: 8 }}
          items={crumbs.map((b, i) => ({
            key: String(b.Id),
            title:
              i === crumbs.length - 1 && !c.keyword ? (
                <span>{b.Name}</span>
              ) : (
                <a
                  onClick={() => {
                    setInput('')
                    c.openDept(b.Id)
                  }}
                >
                  {b.Name}
                </a>
              ),
          }))}
        />
        {c.error ? <Alert type="error" showIcon message={c.error} style={{ marginBottom: 8 }} /> : null}
        {c.selected.length ? (
          <div className="renderer-person-picker-selected" style={{ marginBottom: 8 }}>
            {c.selected.map((i) => (
              <Tag key={itemKey(i)} closable onClose={() => c.remove(i)}>
                {i.Name}
              </Tag>
            ))}
          </div>
        ) : null}
        <Spin spinning={c.loading} tip={PICKER_TEXT.loading}>
          <div className="renderer-person-picker-list" style={{ maxHeight: 360, minHeight: 120, overflowY: 'auto' }}>
            {c.canSelectAll ? (
              <div style={rowStyle}>
                <Checkbox checked={c.allSelected} indeterminate={c.someSelected} onChange={(e) => c.selectAll(e.target.checked)}>
                  {PICKER_TEXT.selectAll}
                </Checkbox>
              </div>
            ) : null}
            {c.depts.map((d) => {
              const item = deptItem(d)
              return (
                <div key={`d${d.Id}`} style={rowStyle} data-testid={`dept-${d.Id}`}>
                  {mode !== 'person' ? (
                    <Choice checked={c.isSelected(item)} onChange={() => c.toggle(item)}>
                      {d.Name}
                      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                        ({d.MenberCount ?? 0}人)
                      </Typography.Text>
                    </Choice>
                  ) : (
                    <a onClick={() => c.openDept(d.Id)}>{d.Name}</a>
                  )}
                  <a onClick={() => c.openDept(d.Id)}>{PICKER_TEXT.subordinate}</a>
                </div>
              )
            })}
            {mode !== 'dept'
              ? c.users.map((u) => {
                  const item = personItem(u)
                  return (
                    <div key={`u${u.Id}`} style={rowStyle} data-testid={`user-${u.Id}`}>
                      <Choice checked={c.isSelected(item)} onChange={() => c.toggle(item)}>
                        {u.RealName}
                      </Choice>
                      <Typography.Text type="secondary">{[u.WorkNo, u.DepName].filter(Boolean).join(' ')}</Typography.Text>
                    </div>
                  )
                })
              : null}
            {!c.loading && !c.error && !c.depts.length && !(mode !== 'dept' && c.users.length) ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
          </div>
        </Spin>
      </div>
    </Modal>
  )
}

export type PersonPickerValueType = 'items' | 'id' | 'ids'
type Id = string | number
export type PersonPickerValue = PickItem[] | Id | Id[] | null

export interface PersonPickerProps extends Omit<PersonPickerDialogProps, 'onOk' | 'onCancel' | 'value'> {
  value?: PersonPickerValue
  onChange?(value: PersonPickerValue): void
  /** 'items' (default): [{ Id, Name, Type }]; 'id': one Id (null when empty); 'ids': Id[] */
  valueType?: PersonPickerValueType
  /** with 'id'/'ids': the form value holding the display name(s), kept in step with the choice */
  nameField?: string
  disabled?: boolean
  readOnly?: boolean
  /** text of the trigger button */
  buttonText?: string
  /** open the dialog at once (stories) */
  defaultOpen?: boolean
  /**
   * with 'items': the names of the value items' members when the backend's differ from Id / Name /
   * Type, e.g. { "Id": "UserId", "Name": "UserName" } for a message's SystemMessageReceivers
   */
  itemFields?: Partial<Record<keyof PickItem, string>>
  /** read-only and empty: this text instead of nothing (e.g. 暂无设置) */
  emptyText?: string
}

const isId = (v: unknown): v is Id => (typeof v === 'string' && v !== '') || typeof v === 'number'

/** The names a name field holds, in order: an array, or a string ('a,b' for several Ids). */
function namesOf(raw: unknown, several: boolean): string[] {
  if (Array.isArray(raw)) return raw.map((x) => (x == null ? '' : String(x)))
  if (typeof raw !== 'string' || !raw) return []
  return several ? raw.split(/[,，、]/).map((x) => x.trim()) : [raw]
}

/**
 * The field: chosen items as closable tags, a button opening the dialog. Observes the form so the
 * names of an Id value (nameField) show as soon as the record has loaded.
 */
export const PersonPicker = observer(function PersonPicker(props: PersonPickerProps) {
  const { value: raw, onChange, valueType = 'items', nameField, disabled, readOnly, buttonText, defaultOpen, itemFields, emptyText, ...dialog } = props
  const form = useForm() as ReturnType<typeof useForm> | undefined
  const [open, setOpen] = useState(Boolean(defaultOpen))
  /** names of the items chosen here (an Id value carries none) */
  const known = useRef(new Map<string, string>())
  const editable = !disabled && !readOnly
  const mode = dialog.mode ?? 'person'
  const type: PickItem['Type'] = mode === 'dept' ? 1 : 2

  const member = { Id: itemFields?.Id ?? 'Id', Name: itemFields?.Name ?? 'Name', Type: itemFields?.Type ?? 'Type' }
  let value: PickItem[]
  if (valueType === 'items') value = asArray<Record<string, unknown>>(raw).map((i) => ({ Id: i[member.Id] as Id, Name: String(i[member.Name] ?? ''), Type: i[member.Type] as PickItem['Type'] }))
  else {
    const ids = valueType === 'id' ? (isId(raw) ? [raw] : []) : asArray<unknown>(raw).filter(isId)
    const names = nameField && form ? namesOf(form.getValuesIn(nameField), valueType === 'ids') : []
    value = ids.map((Id, i) => ({ Id, Type: type, Name: known.current.get(String(Id)) || names[i] || String(Id) }))
  }

  const emit = (next: PickItem[]) => {
    if (valueType === 'items') {
      onChange?.(itemFields ? (next.map((i) => ({ [member.Id]: i.Id, [member.Name]: i.Name, [member.Type]: i.Type })) as unknown as PickItem[]) : next)
      return
    }
    for (const i of next) known.current.set(String(i.Id), i.Name)
    if (nameField && form) {
      const old = form.getValuesIn(nameField)
      const names = next.map((i) => i.Name)
      form.setValuesIn(nameField, valueType === 'id' ? (names[0] ?? '') : Array.isArray(old) ? names : names.join(','))
    }
    onChange?.(valueType === 'id' ? (next[0]?.Id ?? null) : next.map((i) => i.Id))
  }

  return (
    <div className="renderer-person-picker-field">
      {value.map((i) => (
        <Tag key={itemKey(i)} closable={editable} onClose={() => emit(value.filter((x) => itemKey(x) !== itemKey(i)))}>
          {i.Name}
        </Tag>
      ))}
      {!editable && !value.length && emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null}
      {editable ? (
        <Button size="small" onClick={() => setOpen(true)}>
          {buttonText ?? PERSON_PICKER_DEFAULTS.title[mode]}
        </Button>
      ) : null}
      {open ? (
        <PersonPickerDialog
          {...dialog}
          value={value}
          onCancel={() => setOpen(false)}
          onOk={(next) => {
            setOpen(false)
            emit(next)
          }}
        />
      ) : null}
    </div>
  )
})
