/**
 * TypeScript view of a screen schema (schemas/meta/screen.schema.json is the authority; keep the two
 * in step). Everything a screen shows, calls and gates is named here; the renderer names nothing.
 */
import type { Condition } from '../../common/conditions'
import type { FieldRule } from '../../common/rules'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** A server call. `{Field}` in the url is filled from the record the call is about. */
export interface Endpoint {
  method: HttpMethod
  url: string
  /** fixed query parameters added to every call */
  query?: Record<string, unknown>
}

export interface OptionItem {
  label: string
  value: string | number | boolean
  color?: string
}

/** Options of a Select / Radio.Group / Checkbox.Group loaded from the server. */
export interface RemoteOptions {
  api: Endpoint
  labelField: string
  valueField: string
  /** path of the array inside Data when Data is not the array itself (e.g. "Items") */
  itemsPath?: string
}

/** One form field: an entity property plus presentation. */
export interface FieldSpec {
  /** entity property (dialog forms) */
  field?: string
  /** value name when no entity property backs it (search forms) */
  name?: string
  label?: string
  component?: string
  placeholder?: string
  description?: string
  required?: boolean
  /** rule kind override (else the entity's x-rule) plus limits */
  rule?: Partial<FieldRule>
  options?: OptionItem[]
  remote?: RemoteOptions
  default?: unknown
  readOnly?: boolean
  disabledWhen?: Condition
  visibleWhen?: Condition
  requiredWhen?: Condition
  /** extra props for the component */
  props?: Record<string, unknown>
  /** the dialog modes the field is shown in (default all), e.g. ['add'] for an initial password */
  modes?: DialogMode[]
  /** message when the required field is empty (default 请输入{label} / 请选择{label}) */
  requiredMessage?: string
  /** the value must equal that of another field of the form (e.g. a password confirmation) */
  equalTo?: { field: string; message: string }
}

export type Action =
  | { type: 'dialog'; dialog: string; mode?: DialogMode }
  | { type: 'delete'; successMessage?: string }
  | { type: 'batchDelete'; successMessage?: string }
  | { type: 'reload' }
  /** toolbar: pick a file, upload it with progress (DataProvider.upload), reload the list */
  | { type: 'upload'; api: Endpoint; accept?: string[] | string; successMessage?: string }
  /** row: fetch the row's file with the provider (bearer header) and save it under its name */
  | { type: 'download'; urlField: string; nameField?: string }
  /** row: images in an image preview, PDFs in a dialog; other types: hide with visibleWhen */
  | { type: 'preview'; urlField: string; nameField?: string }

export interface ButtonSpec {
  label: string
  permission?: string
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text'
  danger?: boolean
  disabledWhen?: Condition
  visibleWhen?: Condition
  action: Action
}

export type ColumnType = 'text' | 'tag' | 'tags' | 'enum' | 'date' | 'switch' | 'fileSize'

export interface TagSpec {
  field: string
  text: string
  color?: string
}

export interface ColumnSpec {
  field?: string
  title: string
  type?: ColumnType
  width?: number
  fixed?: 'left' | 'right'
  ellipsis?: boolean
  permission?: string
  /** tags: one tag per truthy flag */
  tags?: TagSpec[]
  /** enum / tag: value -> label (and colour) */
  options?: OptionItem[]
  /** enum: the label of any value no option names (e.g. 1 男, otherwise 女) */
  otherwise?: string
  /** tag: colour when no option gives one */
  color?: string
  /** date: dayjs format, default 'YYYY-MM-DD HH:mm:ss' */
  format?: string
}

export type DialogMode = 'add' | 'edit' | 'view'

export interface TabSpec {
  title: string
  fields: FieldSpec[]
}

export interface FormDialogSchema {
  kind: 'form'
  title: string | Partial<Record<DialogMode, string>>
  entity?: string
  width?: number
  labelWidth?: number
  api: { get?: Endpoint; create?: Endpoint; update?: Endpoint }
  fields?: FieldSpec[]
  tabs?: TabSpec[]
  tabErrorMessage?: string
  successMessage?: string | Partial<Record<'add' | 'edit', string>>
  /** after a successful save: emit an application event (the application maps names to behaviour) */
  afterSave?: AfterSave
}

export type AfterSave = { type: 'event'; name: string }

export interface GrantsDialogSchema {
  kind: 'grants'
  title: string
  width?: number
  provider: { name: string; keyField: string }
  api: { definitions: Endpoint; granted: Endpoint; save: Endpoint }
  successMessage?: string
}

export type DialogSchema = FormDialogSchema | GrantsDialogSchema

export interface ListScreenSchema {
  $schema?: string
  kind: 'list'
  id: string
  route: string
  title: string
  entity?: string
  rowKey?: string
  api: { list: Endpoint; delete?: Endpoint; batchDelete?: Endpoint }
  search?: FieldSpec[]
  toolbar?: ButtonSpec[]
  selectable?: boolean | { disabledWhen?: Condition }
  columns: ColumnSpec[]
  rowActions?: ButtonSpec[]
  operation?: { title?: string; width?: number }
  paging?: { pageSize?: number; pageSizeOptions?: number[] } | false
  dialogs?: Record<string, DialogSchema>
}

export interface WizardStepSchema {
  key: string
  title: string
  entity?: string
  fields: FieldSpec[]
  gating?: { enterWhen?: Condition; nextWhen?: Condition; message?: string; validate?: boolean }
  api?: { save?: Endpoint }
}

export interface WizardScreenSchema {
  $schema?: string
  kind: 'wizard'
  id: string
  route: string
  title: string
  entity?: string
  steps: WizardStepSchema[]
  api?: { get?: Endpoint; submit?: Endpoint }
  successMessage?: string
}

export type FormScreenSchema = FormDialogSchema & {
  $schema?: string
  id: string
  route: string
  /** add (default): an empty form saved with api.create; edit: loaded with api.get, saved with api.update */
  mode?: 'add' | 'edit'
}
export type ScreenSchema = ListScreenSchema | WizardScreenSchema | FormScreenSchema
