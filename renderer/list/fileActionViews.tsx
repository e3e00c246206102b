/**
 * The dialogs of the list file actions (./fileActions.tsx): the upload progress and the image / PDF
 * preview. They load on demand (antd Modal, Progress, Typography, Image), with the first upload or
 * preview, so a list screen's first load does not carry them.
 */
import { Button, Image, Modal, Progress, Typography } from 'antd'
import { FILE_ACTION_TEXT } from './fileActionText'

export interface FileActionViewsProps {
  progress: { name: string; percent: number } | null
  onCancelUpload(): void
  preview: { kind: 'image' | 'pdf'; src: string; name: string } | null
  onClosePreview(): void
}

export default function FileActionViews({ progress, onCancelUpload, preview, onClosePreview }: FileActionViewsProps) {
  return (
    <>
      {progress ? (
        <Modal
          open
          title={FILE_ACTION_TEXT.uploading}
          width={420}
          maskClosable={false}
          closable={false}
          footer={[
            <Button key="cancel" onClick={onCancelUpload}>
              {FILE_ACTION_TEXT.cancel}
            </Button>,
          ]}
        >
          <div className="renderer-upload-progress" data-testid="upload-progress">
            <Typography.Text ellipsis style={{ maxWidth: 360, display: 'block' }}>
              {progress.name}
            </Typography.Text>
            <Progress percent={Math.floor(progress.percent)} />
          </div>
        </Modal>
      ) : null}
      {preview?.kind === 'image' ? (
        <Image
          src={preview.src}
          alt={preview.name}
          style={{ display: 'none' }}
          preview={{ visible: true, src: preview.src, onVisibleChange: (v) => (v ? undefined : onClosePreview()) }}
        />
      ) : null}
      {preview?.kind === 'pdf' ? (
        <Modal
          open
          title={preview.name}
          width="80vw"
          style={{ top: 24 }}
          onCancel={onClosePreview}
          footer={[
            <Button key="close" onClick={onClosePreview}>
              {FILE_ACTION_TEXT.close}
            </Button>,
          ]}
        >
          <iframe title={preview.name} src={preview.src} className="renderer-pdf-preview" style={{ width: '100%', height: '75vh', border: 0 }} />
        </Modal>
      ) : null}
    </>
  )
}
