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
  /**
   * query parameters added to every call; a string value "{Field}" is filled from the record the
   * call is about (e.g. `{ "workno": "{WorkNo}" }`)
   */
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

/**
 * A tree loaded from an endpoint (TreeSelect options, a list's side tree): either nested (each
 * node's children under `childrenField`, default "children") or flat with a parent reference
 * (`parentField`, e.g. "ParentId"; a node whose parent is absent is a root).
 */
export interface RemoteTree extends RemoteOptions {
  parentField?: string
  childrenField?: string
}

/** One entry of `setWhen`: when the condition becomes true, the field takes `value` (null clears it). */
export interface SetWhen {
  when: Condition
  value: unknown
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
  remote?: RemoteOptions | RemoteTree
  default?: unknown
  readOnly?: boolean
  disabledWhen?: Condition
  visibleWhen?: Condition
  requiredWhen?: Condition
  /**
   * when a condition becomes true (over the form's values), set this field's value; evaluated in
   * order on every change of the values the conditions read (edge-triggered: nothing happens while
   * a condition stays true, so the user may still change the value afterwards)
   */
  setWhen?: SetWhen[]
  /**
   * search forms: a two-value field (a date range) sent as two query parameters, e.g.
   * ["StartTime", "EndTime"], instead of one array
   */
  rangeParams?: [string, string]
  /** extra props for the component */
  props?: Record<string, unknown>
  /** the dialog modes the field is shown in (default all), e.g. ['add'] for an initial password */
  modes?: DialogMode[]
  /** message when the required field is empty (default 请输入{label} / 请选择{label}) */
  requiredMessage?: string
  /** the value must equal that of another field of the form (e.g. a password confirmation) */
  equalTo?: { field: string; message: string }
}

/** What a dialog action passes into the dialog's saved body besides its fields. */
export interface DialogInputs {
  /**
   * the keys (rowKey) of the selected rows (toolbar) or of the row (row action, a one-element
   * array) go into the body under this name, e.g. "ids"
   */
  keysAs?: string
  /** toolbar with keysAs: the warning when no row is selected (default 请选择数据) */
  emptyMessage?: string
  /** side-tree menu: the node's value goes into the body under this name, e.g. "depid" */
  nodeAs?: string
  /** row action: body name -> field of the row, e.g. { "WorkNo": "WorkNo" } */
  fromRow?: Record<string, string>
}

export type Action =
  | ({ type: 'dialog'; dialog: string; mode?: DialogMode } & DialogInputs)
  | { type: 'delete'; successMessage?: string }
  | { type: 'batchDelete'; successMessage?: string }
  | { type: 'reload' }
  /** toolbar: pick a file, upload it with progress (DataProvider.upload), reload the list */
  | { type: 'upload'; api: Endpoint; accept?: string[] | string; successMessage?: string }
  /** row: fetch the row's file with the provider (bearer header) and save it under its name */
  | { type: 'download'; urlField: string; nameField?: string }
  /** row: images in an image preview, PDFs in a dialog; other types: hide with visibleWhen */
  | { type: 'preview'; urlField: string; nameField?: string }
  /**
   * toolbar: call the endpoint with the current search and side-tree values as its query (all of
   * them, or those `params` maps: endpoint parameter -> search value name), then download the file
   * the answer names (Data[urlField], default Url, saved as Data[nameField], default Name) through
   * the DataProvider's fileSrc, so the bearer header is sent
   */
  | { type: 'export'; api: Endpoint; params?: Record<string, string>; urlField?: string; nameField?: string; successMessage?: string }
  /** toolbar: a drop-down of sort orders; choosing one sets the query parameter `param` (default Sorting) and reloads */
  | { type: 'sort'; param?: string; options: OptionItem[] }
  /** emit an application event (the application maps names to behaviour) with the row, if any */
  | { type: 'event'; name: string }

export interface ButtonSpec {
  label: string
  permission?: string
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text'
  danger?: boolean
  disabledWhen?: Condition
  visibleWhen?: Condition
  action: Action
}

export type ColumnType = 'text' | 'tag' | 'tags' | 'enum' | 'date' | 'switch' | 'fileSize' | 'phone'

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

/**
 * A read-only detail dialog: the record loaded with api.get (else the row itself), a header (photo,
 * title, tags), description sections (label/value pairs in the list's column kinds) and timeline
 * sections (entries grouped by year, then month).
 */
export interface DetailDialogSchema {
  kind: 'detail'
  title: string
  entity?: string
  width?: number
  api?: { get?: Endpoint }
  header?: DetailHeader
  sections: DetailSection[]
}

export interface DetailHeader {
  /** a stored file's url (shown through the DataProvider's fileSrc when it has one) */
  photoField?: string
  titleField?: string
  subtitleField?: string
  /** shown as tags: `tag` columns as they are, other kinds as "title：value" */
  tags?: ColumnSpec[]
}

export interface DescriptionsSection {
  kind: 'descriptions'
  title?: string
  /** pairs per row (default 3) */
  column?: number
  items: ColumnSpec[]
}

export interface TimelineSection {
  kind: 'timeline'
  title?: string
  /** where the entries come from (filled from the record); else `itemsPath` inside the record */
  api?: Endpoint
  /** path of the flat entry array inside Data (or inside the record) */
  itemsPath?: string
  yearField: string
  monthField: string
  dayField?: string
  textField: string
  /** entries are shown in the order given; grouped by year, then month (default 暂无数据 when none) */
  emptyText?: string
}

export type DetailSection = DescriptionsSection | TimelineSection

export type DialogSchema = FormDialogSchema | GrantsDialogSchema | DetailDialogSchema

/**
 * A list's side tree (left of the search form and table): selecting a node sets the query parameter
 * `param` (selecting it again clears it); optionally collapsible, with a right-click menu of buttons.
 */
export interface SideTreeSchema extends RemoteTree {
  param: string
  title?: string
  /** width open and closed (CSS lengths) and the toggle texts */
  collapsible?: { width?: string; collapsedWidth?: string; collapseText?: string; expandText?: string }
  /** right-click menu on a node: dialog actions (nodeAs passes the node's value) */
  menu?: ButtonSpec[]
}

export interface ListScreenSchema {
  $schema?: string
  kind: 'list'
  id: string
  route: string
  title: string
  entity?: string
  rowKey?: string
  api: { list: Endpoint; delete?: Endpoint; batchDelete?: Endpoint }
  sideTree?: SideTreeSchema
  search?: FieldSpec[]
  toolbar?: ButtonSpec[]
  selectable?: boolean | { disabledWhen?: Condition }
  columns: ColumnSpec[]
  rowActions?: ButtonSpec[]
  operation?: { title?: string; width?: number }
  paging?: { pageSize?: number; pageSizeOptions?: number[] } | false
  /** the table's text when there are no rows (default 暂无数据) */
  emptyText?: string
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
