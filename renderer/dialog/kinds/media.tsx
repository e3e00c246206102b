/** `kind: media`: the row's pictures and videos in a carousel with thumbnail tabs; closing reloads nothing. */
import { Modal, Typography } from 'antd'
import type { MediaDialogSchema } from '../../schema/types'
import { filesOf } from '../../widgets/media/files'
import { MediaCarousel, type MediaItem } from '../../widgets/media/MediaCarousel'
import { defineDialogKind } from '../dialogKinds'

export function mediaItemsOf(schema: Pick<MediaDialogSchema, 'media' | 'files'>, record: Record<string, unknown> | undefined): MediaItem[] {
  return schema.media.flatMap((m) => filesOf(record?.[m.field], schema.files).map((f) => ({ ...f, type: m.kind })))
}

export const mediaDialogKind = defineDialogKind<MediaDialogSchema>({
  name: 'media',
  component: ({ schema, open, onClose }) => {
    const record = open.record
    const title = (schema.titleField && typeof record?.[schema.titleField] === 'string' && (record[schema.titleField] as string)) || schema.title
    const text = schema.descriptionField ? record?.[schema.descriptionField] : undefined
    return (
      <Modal open title={title} width={schema.width ?? 860} destroyOnHidden footer={null} onCancel={() => onClose(false)}>
        {typeof text === 'string' && text ? <Typography.Paragraph type="secondary">{text}</Typography.Paragraph> : null}
        <MediaCarousel items={mediaItemsOf(schema, record)} emptyText={schema.texts?.empty} />
      </Modal>
    )
  },
})
