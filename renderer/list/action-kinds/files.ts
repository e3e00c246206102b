/** `upload` (toolbar), `download` and `preview` (row): the list's file actions (../fileActions.tsx). */
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'

export const uploadAction = defineActionKind<Extract<Action, { kind: 'upload' }>>({
  name: 'upload',
  run: (a, { files }) => files.upload(a),
  busy: ({ files }) => files.uploading,
})

export const downloadAction = defineActionKind<Extract<Action, { kind: 'download' }>>({
  name: 'download',
  run: (a, { row, files }) => (row ? void files.download(row, a) : undefined),
})

export const previewAction = defineActionKind<Extract<Action, { kind: 'preview' }>>({
  name: 'preview',
  run: (a, { row, files }) => (row ? void files.preview(row, a) : undefined),
})
