/**
 * The bodies of the wizard's non-form steps: `array` (cards of a sub-form with add and delete; the
 * first row cannot be deleted) and `uploads` (upload items with 已上传 / 未上传, each uploaded and
 * saved on its own; 查看 previews an uploaded image or PDF).
 */
import { useMemo, useState } from 'react'
import { Button, Card, Space, Tag, Typography, Upload } from 'antd'
import { PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import { evaluate } from '../../common/conditions'
import { schemaOf } from '../compile/formSchema'
import { callEndpoint, fillUrl, useDataProvider } from '../data/provider'
import { SchemaField } from '../fields/SchemaField'
import { useFeedback } from '../locale'
import type { WizardStepSchema } from '../schema/types'
import { normalizeAccept, refusal, UPLOAD_TEXT } from '../widgets/upload/uploader'
import { useFileActions } from '../list/fileActions'
import { WIZARD_TEXT, itemFile, lenientEndpoint, type Row } from './model'
import type { WizardController } from './useWizard'

export function ArrayStep(props: { wizard: WizardController; index: number }) {
  const { wizard, index } = props
  const step = wizard.schema.steps[index]
  const spec = step.array ?? {}
  const fields = wizard.stepFields[index]
  const schema = useMemo(() => schemaOf(fields), [fields])
  const rows = wizard.rows[step.key] ?? []
  const full = spec.max !== undefined && rows.length >= spec.max
  return (
    <div className="renderer-wizard-array" data-testid={`wizard-array-${step.key}`}>
      {rows.map((r, i) => (
        <Card
          key={r.id}
          size="small"
          data-testid="wizard-row"
          style={{ marginBottom: 12 }}
          title={(spec.rowTitle ?? `${step.title} {n}`).replace('{n}', String(i + 1))}
          extra={
            wizard.readOnly ? null : (
              <Button type="link" danger={i > 0} disabled={i === 0} onClick={() => wizard.removeRow(step, r.id)}>
                {i === 0 ? (spec.firstRowText ?? WIZARD_TEXT.remove) : (spec.deleteText ?? WIZARD_TEXT.remove)}
              </Button>
            )
          }
        >
          <FormProvider form={r.form}>
            <FormLayout labelWidth={wizard.schema.labelWidth ?? 100} feedbackLayout="loose">
              <SchemaField schema={schema} />
            </FormLayout>
          </FormProvider>
        </Card>
      ))}
      {wizard.readOnly ? null : (
        <Button type="dashed" block icon={<PlusOutlined />} disabled={full} onClick={() => wizard.addRow(step)}>
          {spec.addText ?? WIZARD_TEXT.add}
        </Button>
      )}
    </div>
  )
}

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
      if (Array.isArray(answer)) wizard.setItems(step, answer as Row[])
      else wizard.setItem(step, index, { ...item, [spec.fileField]: saved })
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
          <Tag color={file ? 'success' : 'default'}>{file ? (spec.uploadedText ?? WIZARD_TEXT.uploaded) : (spec.notUploadedText ?? WIZARD_TEXT.notUploaded)}</Tag>
          {file ? <Typography.Text type="secondary">{String(file[spec.fileNameField] ?? '')}</Typography.Text> : null}
          {file ? (
            <Button type="link" size="small" onClick={() => void props.preview({ Url: file.Url ?? file[spec.urlField], Name: file[spec.fileNameField] }, { urlField: 'Url', nameField: 'Name' })}>
              {spec.viewText ?? WIZARD_TEXT.view}
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
              {spec.buttonText ?? WIZARD_TEXT.upload}
            </Button>
          </Upload>
        )}
      </Space>
    </Card>
  )
}

export function UploadsStep(props: { wizard: WizardController; index: number }) {
  const { wizard, index } = props
  const step = wizard.schema.steps[index]
  const items = wizard.items[step.key] ?? []
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
