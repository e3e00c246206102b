/**
 * File chooser (spec 000 s.2), a Formily value/onChange field: the chosen files with remove and a
 * button opening the dialog (keyword search, infinite scroll of the user's files with checkboxes,
 * 取消 and 确定(n), disabled at zero). Value: [{ Id, FileName, FileUrl }]. The endpoint comes from
 * the schema (`api`, e.g. `{ "method": "GET", "url": "/api/app/user-file/file-list" }`).
 */
import { useState, type UIEvent } from 'react'
import { Alert, Button, Checkbox, Input, List, Modal, Typography } from 'antd'
import dayjs from 'dayjs'
import { useDataProvider } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { asArray } from '../../../renderer/widgets/shared'
import { FILE_CHOOSER_TEXT, useFileChooser, type ChosenFile, type UserFile } from './useFileChooser'

export interface FileChooserDialogProps {
  api: Endpoint
  pageSize?: number
  value?: ChosenFile[]
  title?: string
  searchPlaceholder?: string
  /** height of the scrolling list in px */
  listHeight?: number
  width?: number
  /** `next`: the field's next value; `picked`: this opening's files, whole rows of the list */
  onOk(next: ChosenFile[], picked: UserFile[]): void
  onCancel(): void
}

export const FILE_CHOOSER_DEFAULTS = { title: '选择文件', searchPlaceholder: '请输入文件名搜索', listHeight: 360 } as const

/** An ISO time (the server's CreateTime) as local 'YYYY-MM-DD HH:mm:ss'; other text as it is. */
function uploadedAt(t: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(t) && dayjs(t).isValid() ? dayjs(t).format('YYYY-MM-DD HH:mm:ss') : t
}

/** Scrolled within this many px of the end: load the next page. */
const END_SLACK = 40

export function FileChooserDialog(props: FileChooserDialogProps) {
  const dp = useDataProvider()
  const c = useFileChooser({ dp, api: props.api, pageSize: props.pageSize, value: asArray<ChosenFile>(props.value) })
  const [input, setInput] = useState('')
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK) c.loadMore()
  }
  return (
    <Modal
      open
      title={props.title ?? FILE_CHOOSER_DEFAULTS.title}
      width={props.width ?? 560}
      maskClosable={false}
      onCancel={props.onCancel}
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          {FILE_CHOOSER_TEXT.cancel}
        </Button>,
        <Button key="ok" type="primary" disabled={!c.canConfirm} onClick={() => props.onOk(c.result(), c.picked)}>
          {FILE_CHOOSER_TEXT.confirm(c.selected.length)}
        </Button>,
      ]}
    >
      <Input.Search
        allowClear
        value={input}
        style={{ marginBottom: 8 }}
        placeholder={props.searchPlaceholder ?? FILE_CHOOSER_DEFAULTS.searchPlaceholder}
        onChange={(e) => {
          setInput(e.target.value)
          if (!e.target.value) c.search('')
        }}
        onSearch={(v) => c.search(v)}
      />
      {c.error ? <Alert type="error" showIcon message={c.error} style={{ marginBottom: 8 }} /> : null}
      <div
        className="renderer-file-chooser-list"
        data-testid="file-chooser-list"
        style={{ height: props.listHeight ?? FILE_CHOOSER_DEFAULTS.listHeight, overflowY: 'auto' }}
        onScroll={onScroll}
      >
        {c.items.length ? (
          <List
            size="small"
            dataSource={c.items}
            rowKey={(f) => String(f.Id)}
            renderItem={(f) => (
              <List.Item data-testid={`file-${f.Id}`}>
                <Checkbox checked={c.isSelected(f) || c.isChosen(f)} disabled={c.isChosen(f)} onChange={() => c.toggle(f)}>
                  {f.FileName}
                </Checkbox>
                {f.CreateTime ? <Typography.Text type="secondary">{uploadedAt(f.CreateTime)}</Typography.Text> : null}
              </List.Item>
            )}
          />
        ) : null}
        {c.loading ? (
          <div className="renderer-file-chooser-loading" style={{ textAlign: 'center', padding: 12, color: '#999' }}>
            {FILE_CHOOSER_TEXT.loading}
          </div>
        ) : !c.items.length && !c.error ? (
          <div className="renderer-file-chooser-empty" style={{ textAlign: 'center', padding: 24, color: '#999' }}>
            {c.emptyText}
          </div>
        ) : null}
      </div>
    </Modal>
  )
}

export interface FileChooserProps extends Omit<FileChooserDialogProps, 'onOk' | 'onCancel' | 'value'> {
  value?: ChosenFile[] | null
  onChange?(value: ChosenFile[]): void
  disabled?: boolean
  readOnly?: boolean
  buttonText?: string
  /** open the dialog at once (stories) */
  defaultOpen?: boolean
}

export function FileChooser(props: FileChooserProps) {
  const { value: raw, onChange, disabled, readOnly, buttonText, defaultOpen, ...dialog } = props
  const [open, setOpen] = useState(Boolean(defaultOpen))
  const value = asArray<ChosenFile>(raw)
  const editable = !disabled && !readOnly
  return (
    <div className="renderer-file-chooser-field">
      {editable ? (
        <Button size="small" onClick={() => setOpen(true)}>
          {buttonText ?? FILE_CHOOSER_DEFAULTS.title}
        </Button>
      ) : null}
      {value.length ? (
        <List
          size="small"
          dataSource={value}
          rowKey={(f) => String(f.Id)}
          renderItem={(f) => (
            <List.Item
              actions={editable ? [<a key="remove" onClick={() => onChange?.(value.filter((x) => x.Id !== f.Id))}>删除</a>] : undefined}
            >
              {f.FileName}
            </List.Item>
          )}
        />
      ) : null}
      {open ? (
        <FileChooserDialog
          {...dialog}
          value={value}
          onCancel={() => setOpen(false)}
          onOk={(next) => {
            setOpen(false)
            onChange?.(next)
          }}
        />
      ) : null}
    </div>
  )
}
