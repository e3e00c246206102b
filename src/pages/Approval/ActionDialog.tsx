/**
 * The footer of a submitted process and the comment/action dialog (spec 002 s.2.3, s.4, s.5): one
 * button per action the server offers this viewer, each posting to the action's own Url. Agree,
 * refuse, return, forward and comment ask for a remark (agree pre-filled 同意), return also for a
 * level from approval-reject-list, forward and share for one person; revoke asks to confirm, or
 * says at once that it is too late once an approver has agreed (spec 002 s.4); print
 * saves the PDF the server writes (暂无打印的文件 when it names none). The
 * server judges every action again; its refusal is shown as a warning and nothing changes.
 */
import { useEffect, useState } from 'react'
import { Button, Form, Input, message, Modal, Select } from 'antd'
import { ACTION, REVOKE_STARTED } from '../../../common/approval'
import { DOCUMENT_EXTENSIONS } from '../../../common/file-types'
import { DataProviderContextProvider } from '../../../renderer/data/provider'
import { IMAGE_EXTENSIONS } from '../../../renderer/data/upload'
import { UploadField } from '../../preset/upload/UploadField'
import type { UploadValueItem } from '../../preset/upload/useUpload'
import type { ApprovalApi, LoadedAction } from './api'
import { saveFile } from './saveFile'

const PRINT_NONE = '暂无打印的文件'

type Values = { Remark?: string; RejectId?: number; UserId?: string; Images?: UploadValueItem[]; Files?: UploadValueItem[] }

const UPLOAD_API = { method: 'POST', url: '/api/app/upload/upload' } as const
/** a comment carries at most 20 files (server/modules/approval/attachments.ts): 10 images and 10 other files */
const COMMENT_FILES = 10

/** The comment's files as the wire joins them; a comma inside a name would split it, so it becomes '，'. */
export function attachmentsOf(v: Values): { AttachUrls: string; AttachNames: string } {
  const all = [...(v.Images ?? []), ...(v.Files ?? [])]
  return { AttachUrls: all.map((f) => f.Url).join(','), AttachNames: all.map((f) => f.Name.replace(/,/g, '，')).join(',') }
}

/** What each dialog action asks for; the remark's word makes both its placeholder and its required message. */
const ASKS: Partial<Record<number, { remark?: string; max?: number; initial?: string; level?: boolean; person?: string; ok?: string; files?: boolean }>> = {
  [ACTION.comment]: { remark: '评论内容', max: 3000, ok: '发送', files: true },
  [ACTION.forward]: { remark: '审批意见', max: 300, person: '转办人员' },
  [ACTION.return]: { remark: '审批意见', max: 300, level: true },
  [ACTION.refuse]: { remark: '审批意见', max: 300 },
  [ACTION.agree]: { remark: '审批意见', max: 300, initial: '同意' },
  [ACTION.share]: { person: '人员' },
}

/** The body each call takes (spec 002 s.7: PrecessId as spelt there; a comment names ApprovalId). */
function bodyOf(type: number, processId: string, v: Values): Record<string, unknown> {
  switch (type) {
    case ACTION.comment:
      return { ApprovalId: processId, CommentContent: v.Remark ?? '', ...attachmentsOf(v) }
    case ACTION.share:
      return { ProcessId: processId, UserId: v.UserId }
    case ACTION.refuse:
      return { PrecessId: processId, Remark: v.Remark, RejectId: -1 }
    default:
      return { PrecessId: processId, Remark: v.Remark, RejectId: v.RejectId, UserId: v.UserId }
  }
}

function PersonSelect(props: { api: ApprovalApi; value?: string; onChange?(v: string): void; placeholder: string }) {
  const [options, setOptions] = useState<{ label: string; value: string }[]>([])
  const search = (k: string) => props.api.people(k).then((r) => setOptions(r.Items.map((p) => ({ label: `${p.RealName || p.WorkNo}（${p.WorkNo}）`, value: p.Id }))), () => undefined)
  return <Select showSearch filterOption={false} allowClear options={options} value={props.value} onChange={props.onChange} onSearch={search} onFocus={() => search('')} placeholder={props.placeholder} />
}

export function ActionDialog(props: { api: ApprovalApi; processId: string; action: LoadedAction; onDone(): void; onClose(): void }) {
  const { api, action } = props
  const ask = ASKS[action.TypeId] ?? {}
  const [form] = Form.useForm<Values>()
  const [levels, setLevels] = useState<{ label: string; value: number }[]>([])
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (ask.level) api.rejectList(props.processId).then((r) => setLevels(r.map((l) => ({ label: `${l.Name}（${l.UserName}）`, value: l.Id }))), () => undefined)
  }, [api, ask.level, props.processId])

  const submit = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v || busy) return
    setBusy(true)
    try {
      await api.act(action.Url, bodyOf(action.TypeId, props.processId, v))
      message.success(action.TypeId === ACTION.share ? '分享成功' : '操作成功')
      props.onDone()
    } catch (e) {
      message.warning((e as Error).message || '请求错误')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open title={action.Name} onCancel={props.onClose} destroyOnHidden className="approval-action-dialog"
      footer={[
        <Button key="cancel" onClick={props.onClose}>取消</Button>,
        <Button key="ok" type="primary" loading={busy} onClick={submit}>{ask.ok ?? '提交'}</Button>,
      ]}>
      <Form form={form} layout="vertical" initialValues={{ Remark: ask.initial }}>
        {ask.level && (
          <Form.Item name="RejectId" label="退回层级" rules={[{ required: true, message: '请选择退回层级' }]}>
            <Select options={levels} placeholder="请选择退回层级" notFoundContent="当前已是第一个审批环节，无需退回" />
          </Form.Item>
        )}
        {ask.person && (
          <Form.Item name="UserId" label={ask.person} rules={[{ required: true, message: `请选择${ask.person}` }]}>
            <PersonSelect api={api} placeholder={`请选择${ask.person}`} />
          </Form.Item>
        )}
        {ask.remark && (
          <Form.Item name="Remark" label={ask.remark} rules={[{ required: true, whitespace: true, message: `请填写${ask.remark}` }]}>
            <Input.TextArea rows={4} maxLength={ask.max} showCount placeholder={`请输入${ask.remark}`} />
          </Form.Item>
        )}
        {ask.files && (
          // the upload widgets send through the application's provider (the footer sits outside the form's)
          <DataProviderContextProvider value={api.provider}>
            <Form.Item name="Images" label="图片">
              <UploadField api={UPLOAD_API} accept={IMAGE_EXTENSIONS} listType="picture-card" multiple maxCount={COMMENT_FILES} buttonText="上传图片" />
            </Form.Item>
            <Form.Item name="Files" label="附件">
              <UploadField api={UPLOAD_API} accept={DOCUMENT_EXTENSIONS} multiple maxCount={COMMENT_FILES} buttonText="上传附件" />
            </Form.Item>
          </DataProviderContextProvider>
        )}
      </Form>
    </Modal>
  )
}

/**
 * The footer buttons of a submitted process. `onDone` reloads it after a successful action;
 * `onResubmit` turns the dialog into the editable form of a returned process (action 8);
 * `started`: an approver other than the initiator has agreed, so a revoke is refused unasked.
 */
export function ActionFooter(props: { api: ApprovalApi; processId: string; actions: LoadedAction[]; started?: boolean; onDone(): void; onResubmit(): void; fileName?: string }) {
  const { api, processId } = props
  const [open, setOpen] = useState<LoadedAction | null>(null)
  const revoke = (a: LoadedAction) => {
    if (props.started) return void message.warning(REVOKE_STARTED)
    Modal.confirm({
      title: '提示',
      content: '确定撤销该申请吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        api.act(`${a.Url}${processId}`).then(
          () => (message.success('操作成功'), props.onDone()),
          (e: Error) => void message.warning(e.message || '请求错误'),
        ),
    })
  }
  const [printing, setPrinting] = useState(false)
  const print = async (a: LoadedAction) => {
    setPrinting(true)
    try {
      const url = await api.print(`${a.Url}${processId}`)
      if (!url) return void message.warning(PRINT_NONE)
      await saveFile(await api.fileSrc(url), `${props.fileName ?? '审批单'}.pdf`)
    } catch (e) {
      message.warning((e as Error).message || '请求错误')
    } finally {
      setPrinting(false)
    }
  }
  const click = (a: LoadedAction) =>
    a.TypeId === ACTION.revoke ? revoke(a) : a.TypeId === ACTION.resubmit ? props.onResubmit() : a.TypeId === ACTION.print ? print(a) : setOpen(a)
  return (
    <>
      {props.actions.map((a) => (
        <Button
          key={a.TypeId}
          data-action={a.TypeId}
          type={a.TypeId === ACTION.agree ? 'primary' : 'default'}
          danger={a.TypeId === ACTION.refuse}
          loading={a.TypeId === ACTION.print && printing}
          onClick={() => click(a)}
        >
          {a.Name}
        </Button>
      ))}
      {open && <ActionDialog api={api} processId={processId} action={open} onClose={() => setOpen(null)} onDone={() => (setOpen(null), props.onDone())} />}
    </>
  )
}
