/**
 * The OA preset (as Formily keeps its antd components apart from its core): the widgets that know
 * this backend's answer shapes, registered into the engine's registries by the application.
 * - PersonPicker: the organisation answer (Users / Depts / Crumbs / MenberCount);
 * - FileChooser: the cloud-drive list (FileName / FileUrl);
 * - Upload: stored files as { Url, Name, Size }, optionally picked from the cloud drive;
 * - the `grants` dialog kind: ABP's permission tree (groups, GrantedProviders);
 * - ApprovalFormPreview: an approval form definition (BusinessForm) drawn as the approval centre does;
 * - ApprovalAttachments: an approval form's upload item (./approval-form/compileFields.ts), its files
 *   downloadable in view mode.
 * The engine (renderer/) registers nothing domain-specific. `installOaPreset` runs before the first
 * render: src/main.tsx, .storybook/preview.tsx and tests/setup/jsdom.ts call it. It imports no
 * widget: each loads with the first form that names it, the grants dialog with its first opening.
 */
import { createElement, lazy } from 'react'
import { defineDialogKind } from '../../renderer/dialog/dialogKinds'
import { defineFieldKind } from '../../renderer/fields/fieldKinds'
import type { GrantsDialogSchema } from '../../renderer/schema/types'

const GrantsDialog = lazy(() => import('./grants/GrantsDialog').then((m) => ({ default: m.GrantsDialog })))

export function installOaPreset(): void {
  // choices: an empty required one says 请选择{label}
  defineFieldKind({ name: 'Upload', load: () => import('./upload/UploadField').then((m) => m.UploadField), select: true, span: 'full' })
  defineFieldKind({
    name: 'PersonPicker',
    load: () => import('./person-picker/PersonPicker').then((m) => m.PersonPicker),
    select: true,
    // an 'id' value (a foreign key) starts empty, the lists as []
    emptyValueOf: (props) => (props.valueType === 'id' ? undefined : []),
  })
  defineFieldKind({ name: 'FileChooser', load: () => import('./file-chooser/FileChooser').then((m) => m.FileChooser), select: true, emptyValue: [], span: 'full' })
  defineFieldKind({ name: 'ApprovalAttachments', load: () => import('../pages/Approval/Attachments').then((m) => m.Attachments), select: true, span: 'full' })
  // reads its sibling fields: it has no value of its own; its validator is the definition's check
  defineFieldKind({ name: 'ApprovalFormPreview', load: () => import('./approval-preview/FormPreview').then((m) => m.FormPreview) })
  defineDialogKind<GrantsDialogSchema>({
    name: 'grants',
    component: ({ schema, open, onClose }) => createElement(GrantsDialog, { schema, record: open.record ?? {}, onClose }),
  })
}
