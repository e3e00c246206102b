/**
 * `kind: uploads`: upload items read with api.get (已上传 / 未上传), each uploaded and saved on its
 * own (api.saveItem); 查看 previews an uploaded image or PDF. Next checks that every required
 * item has its file; the step's save sends the items (a local draft keeps them until then when
 * items are not saved on their own).
 */
import { useState } from 'react'
import { Button, Card, Space, Tag, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { evaluate } from '../../../common/conditions'
import { callEndpoint, fillUrl, useDataProvider } from '../../data/provider'
import { useFileActions } from '../../list/fileActions'
import { useFeedback } from '../../locale'
import type { WizardStepSchema } from '../../schema/types'
import { normalizeAccept, refusal, UPLOAD_TEXT } from '../../data/upload'
import { WIZARD_TEXT, itemFile, itemsOf, lenientEndpoint, missingUploads, type Row } from '../model'
import { defineStepKind } from '../stepKinds'
import type { WizardController } from '../useWizard'

const itemsOfStep = (wizard: WizardController, step: WizardStepSchema) => (wizard.stepState[step.key] as Row[] | undefined) ?? []

type Preview = ReturnType<typeof useFileActions>['preview']

function UploadItem(props: { wizard: WizardController; step: WizardStepSchema; item: Row; index: number; preview: Preview }) {
  const { wizard, step, item, index } = props
  const spec = step.uploads!
  const dp = useDataProvider()
  const { message } = useFeedback()
  const [busy, setBusy] = useState(false)
  const file = itemFile(item, spec)
  const required = spec.requiredWhen ? evaluate(spec.requiredWhen, item) : false
  const accept = normalizeAccept(spec.accept)
  const upload = async (f: File) => {
    const refused = refusal(f, accept)
    if (refused) return void message.warning(refused)
    if (!dp.upload || !step.api?.upload) return void message.error(UPLOAD_TEXT.unsupported)
    setBusy(true)
    try {
      const rec = { ...wizard.record, ...(wizard.form.values as Row), ...item }
      const up = step.api.upload
      const stored = await dp.upload(f, { url: fillUrl(up.url, rec), method: up.method, query: lenientEndpoint(up, rec).query })
      // the item keeps the stored file's id (its Url when the store gives none) and name
      const saved: Row = { [spec.urlField]: stored.Id ?? stored.Url, [spec.fileNameField]: stored.Name, Url: stored.Url }
      let answer: unknown
      if (step.api.saveItem) {
        const save = step.api.saveItem
        const body = { [spec.urlField]: saved[spec.urlField], [spec.fileNameField]: stored.Name, [spec.typeField]: item[spec.typeField] }
        answer = await callEndpoint(dp, lenientEndpoint(save, rec), { record: rec, body, silent: true })
      }
      // a save that answers the items (the new list) replaces them; else the item takes the file
      if (Array.isArray(answer)) wizard.setStepState(step.key, answer as Row[])
      else wizard.setStepState<Row[]>(step.key, (list) => list.map((x, i) => (i === index ? { ...item, [spec.fileField]: saved } : x)))
    } catch (e) {
      message.error(wizard.failure(e, UPLOAD_TEXT.failed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card size="small" data-testid="wizard-upload-item" style={{ marginBottom: 8 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Typography.Text>
            {required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
            {String(item[spec.nameField] ?? '')}
          </Typography.Text>
          <Tag color={file ? 'success' : 'default'}>{file ? (spec.texts.uploaded ?? WIZARD_TEXT.uploaded) : (spec.texts.notUploaded ?? WIZARD_TEXT.notUploaded)}</Tag>
          {file ? <Typography.Text type="secondary">{String(file[spec.fileNameField] ?? '')}</Typography.Text> : null}
          {file ? (
            <Button type="link" size="small" onClick={() => void props.preview({ Url: file.Url ?? file[spec.urlField], Name: file[spec.fileNameField] }, { urlField: 'Url', nameField: 'Name' })}>
              {spec.texts.view ?? WIZARD_TEXT.view}
            </Button>
          ) : null}
        </Space>
        {wizard.readOnly ? null : (
          <Upload
            showUploadList={false}
            accept={accept.length ? accept.map((a) => `.${a}`).join(',') : undefined}
            beforeUpload={(f) => {
              void upload(f as File)
              return false
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {spec.texts.button ?? WIZARD_TEXT.upload}
            </Button>
          </Upload>
        )}
      </Space>
    </Card>
  )
}

function UploadsStep(props: { wizard: WizardController; index: number }) {
  const { wizard, index } = props
  const step = wizard.schema.steps[index]
  const items = itemsOfStep(wizard, step)
  // 查看 opens an uploaded paper (an image or a PDF) through the DataProvider, e.g. for the reviewer
  const files = useFileActions(() => undefined)
  if (!step.uploads) return null
  return (
    <div className="renderer-wizard-uploads" data-testid={`wizard-uploads-${step.key}`}>
      {items.map((item, i) => (
        <UploadItem key={String(item[step.uploads!.typeField] ?? i)} wizard={wizard} step={step} item={item} index={i} preview={files.preview} />
      ))}
      {files.element}
    </div>
  )
}

export const uploadsStepKind = defineStepKind<Row[]>({
  name: 'uploads',
  compiles: false,
  load: ({ step, data, record }) => (step.api?.get ? itemsOf(data, step.itemsPath) : itemsOf(record, step.itemsPath ?? step.key)),
  validate: ({ step, state }) => (step.uploads ? missingUploads(state, step.uploads) : ''),
  body: ({ state }) => state,
  // an item saved on its own (api.saveItem) is on the server already; without it the files wait for the step's save
  draftOf: ({ step, state }) => (step.api?.saveItem ? undefined : state),
  restoreDraft: ({ state }, draft) => (Array.isArray(draft) ? (draft as Row[]) : state),
  component: UploadsStep,
})
