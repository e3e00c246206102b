/**
 * TypeScript view of a screen schema (schemas/meta/screen.schema.json is the authority; both name the
 * same keys at every level, tests/schema/screen-types.test.ts). Everything a screen shows, calls and
 * gates is named here; the renderer names nothing.
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
  /**
   * rule kind override (else the entity's x-rule) plus limits; a spec built by code (the approval
   * form) may give the whole rule, a schema file names label and required on the field
   */
  rule?: Partial<FieldRule>
  /** else the entity property's enum with its x-enumNames (./entityOptions.ts) */
  options?: OptionItem[]
  /** which of the entity's enum values to offer, in this order (default all) */
  values?: OptionItem['value'][]
  remote?: RemoteOptions | RemoteTree
  default?: unknown
  readOnly?: boolean
  /**
   * a computed value: an expression over the form's values in common/expression.ts's language
   * (`Quantity * Price`, `sum(Items.Amount)`, `days(Start, End)`), recomputed whenever a value it
   * reads changes and normalized by the field's rule (rounded, floored); the user cannot edit it
   */
  computed?: string
  /** the number in Chinese capitals (大写金额) under the field, following its value */
  moneyWords?: boolean
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
  texts?: {
    /** message when the required field is empty (default 请输入{label} / 请选择{label}) */
    required?: string
  }
  /** the value must equal that of another field of the form (e.g. a password confirmation) */
  equalTo?: { field: string; message: string }
  /** search forms: shown only after the 高级搜索 toggle */
  advanced?: boolean
  /** when the user changes this field, these fields are emptied (e.g. a province clears its city) */
  clears?: string[]
  /** this field follows that date field as whole years since it (an age from a birthday) */
  yearsFrom?: string
  /** an ID-number field: a valid number fills these fields when empty and warns when they disagree */
  idNumber?: IdNumberFill
  /** in a form grid: one cell with a narrow control, one cell, or the whole row (default: the field kind's) */
  span?: FieldSpan
  /**
   * on leaving the field: round a number to `round` decimals; call `check.api` ("{Field}" in its
   * query from the form's values): a refusal shows its message (else `check.message`) and clears the field
   */
  blur?: { round?: number; check?: { api: Endpoint; message?: string } }
}

/** The fields an ID number fills (renderer/fields/idNumberFill.ts). */
export interface IdNumberFill {
  /** the birth date (YYYY-MM-DD) */
  birth?: string
  /** 1 male, 0 female */
  sex?: string
  /** current year minus birth year, as `yearsFrom` counts it */
  age?: string
}
/** How much of a form grid's row a field takes (../fields/FormFields.tsx). */
export type FieldSpan = 'short' | 'normal' | 'full'

/**
 * A request written as it is sent, filled by common/request-template.ts: `{$keys}` (the selected
 * rows' keys, or the row's as a one-element array), `{$node}` (the side-tree node's value),
 * `{$row.Field}`, `{$record.Field}`; other values are constants.
 */
export type RequestTemplate = Record<string, unknown>

/** What a dialog action passes into the dialog's saved body besides its fields. */
export interface DialogInputs {
  /** into the saved body, e.g. { "ids": "{$keys}" }, { "depid": "{$node}" }, { "WorkNo": "{$row.WorkNo}" } */
  body?: RequestTemplate
  texts?: {
    /** toolbar with {$keys} in body: the warning when no row is selected (default 请选择数据) */
    empty?: string
  }
  /** row action: the form starts with these values, e.g. { "ContractId": "{$row.OrgId}" } (a person's current settings) */
  initialValues?: RequestTemplate
}

/** The UI strings of an action or dialog that only says it succeeded. */
export interface SuccessTexts {
  /** the message after success (default: the widget's own, e.g. 删除成功) */
  success?: string
}

export type Action =
  | ({ kind: 'dialog'; dialog: string; mode?: DialogMode } & DialogInputs)
  | { kind: 'delete'; texts?: SuccessTexts }
  | { kind: 'batchDelete'; texts?: SuccessTexts }
  | { kind: 'reload' }
  /** toolbar: pick a file, upload it with progress (DataProvider.upload), reload the list */
  | { kind: 'upload'; api: Endpoint; accept?: string[] | string; texts?: SuccessTexts }
  /** row: fetch the row's file with the provider (bearer header) and save it under its name */
  | { kind: 'download'; urlField: string; nameField?: string }
  /** row: images in an image preview, PDFs in a dialog; other types: hide with visibleWhen */
  | { kind: 'preview'; urlField: string; nameField?: string }
  /**
   * toolbar: call the endpoint with the current search and side-tree values as its query (all of
   * them, or the endpoint's own query with "{Name}" filled from them), then download the file
   * the answer names (Data[urlField], default Url, saved as Data[nameField], default Name) through
   * the DataProvider's fileSrc, so the bearer header is sent
   */
  | { kind: 'export'; api: Endpoint; urlField?: string; nameField?: string; texts?: SuccessTexts }
  /** toolbar: a drop-down of sort orders; choosing one sets the query parameter `param` (default Sorting) and reloads */
  | { kind: 'sort'; param?: string; options: OptionItem[] }
  /** emit an application event (the application maps names to behaviour) with the row, if any */
  | { kind: 'event'; name: string }
  /**
   * open the screen of a menu route full screen over this one (the application loads it), with
   * parameters ("{Field}" from the row, e.g. { "WorkNo": "{WorkNo}", "check": "1" }); the list reloads when it closes
   */
  | { kind: 'screen'; route: string; params?: Record<string, string>; title?: string }

export interface ButtonSpec {
  label: string
  permission?: string
  /** the antd button style */
  variant?: 'primary' | 'default' | 'dashed' | 'link' | 'text'
  danger?: boolean
  disabledWhen?: Condition
  visibleWhen?: Condition
  action: Action
}

/** a column kind's name (renderer/list/columnKinds.ts): text, tag, tags, enum, date, switch, fileSize, phone, number, or an application's */
export type ColumnKindName = string

export interface TagSpec {
  field: string
  text: string
  color?: string
}

export interface ColumnSpec {
  field?: string
  title: string
  kind?: ColumnKindName
  width?: number
  fixed?: 'left' | 'right'
  ellipsis?: boolean
  permission?: string
  /** tags: one tag per truthy flag */
  tags?: TagSpec[]
  /** enum / tag: value -> label (and colour); else the entity's x-enumNames / x-enumColors */
  options?: OptionItem[]
  /** which of the entity's enum values to label (default all) */
  values?: OptionItem['value'][]
  /** enum: the label of any value no option names (e.g. 1 男, otherwise 女) */
  otherwise?: string
  /** tag: colour when no option gives one */
  color?: string
  /** date: dayjs format, default 'YYYY-MM-DD HH:mm:ss' */
  format?: string
  /** number: decimals shown (default: as many as the value has) */
  precision?: number
  /** switch: a click saves the other value at once (only for holders of `permission`) */
  toggle?: ColumnToggle
  /** text: an object value, or each of a list of objects, as this text with {Key} filled (joined by '；') */
  template?: string
}

/** A list switch that saves itself: the endpoint ("{Field}" from the row) gets `{ [field]: value }`. */
export interface ColumnToggle {
  api: Endpoint
  permission?: string
  /** the values of on and off (default 1 and 0) */
  values?: [unknown, unknown]
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
  /** px; default: wide enough for the longest label (at least 100) */
  labelWidth?: number
  /** vertical: each label above its field (default horizontal: beside it) */
  layout?: 'horizontal' | 'vertical'
  /** a grid of up to this many columns while the form is wide enough (one column on narrow screens) */
  columns?: number
  api: { get?: Endpoint; create?: Endpoint; update?: Endpoint }
  fields?: FieldSpec[]
  tabs?: TabSpec[]
  texts?: {
    /** warning when validation fails on a tab other than the first */
    tabError?: string
    /** after a save: one message, or one per mode */
    success?: string | Partial<Record<'add' | 'edit', string>>
    /** a dialog's save button (default 确定), e.g. 发布 */
    ok?: string
    /** a dialog's button closing it without saving (default 取消) */
    cancel?: string
  }
  /** after a successful save: emit an application event, or show fields of the saved answer */
  afterSave?: AfterSave
  /** the list reads its page again however the dialog closes, not only after a save (spec 002 s.5: a closing publish form refreshes the list) */
  reloadOnClose?: boolean
}

export type AfterSave =
  | { kind: 'event'; name: string }
  /** a notice with fields of the saved answer, e.g. a one-time initial password nobody can read later */
  | { kind: 'notice'; title: string; description?: string; fields: { field: string; label: string }[] }

export interface GrantsDialogSchema {
  kind: 'grants'
  title: string
  width?: number
  provider: { name: string; keyField: string }
  api: { definitions: Endpoint; granted: Endpoint; save: Endpoint }
  texts?: SuccessTexts
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
  /** entries are shown in the order given; grouped by year, then month (texts.empty, default 暂无数据, when none) */
  texts?: { empty?: string }
}

export type DetailSection = DescriptionsSection | TimelineSection

/** `kind: media`: a carousel of the row's pictures and videos with thumbnail tabs (renderer/widgets/media/). */
/**
 * How the backend's stored files look inside a row: the keys of a file's url and name (default
 * Url and Name); a field may hold a list of them or one url string.
 */
export interface StoredFiles {
  urlField?: string
  nameField?: string
}

export interface MediaDialogSchema {
  kind: 'media'
  title: string
  /** the title comes from this field of the row when it has a value */
  titleField?: string
  descriptionField?: string
  entity?: string
  width?: number
  files?: StoredFiles
  /** fields holding a list of files (keys as `files` says) or one url */
  media: { field: string; kind: 'image' | 'video' }[]
  texts?: { empty?: string }
}

export type DialogSchema = FormDialogSchema | GrantsDialogSchema | DetailDialogSchema | MediaDialogSchema

/**
 * A list's side tree (left of the search form and table): selecting a node sets the query parameter
 * `param` (selecting it again clears it); optionally collapsible, with a right-click menu of buttons.
 */
export interface SideTreeSchema extends RemoteTree {
  param: string
  title?: string
  /** width open and closed (CSS lengths) and the toggle texts */
  collapsible?: { width?: string; collapsedWidth?: string; texts?: { collapse?: string; expand?: string } }
  /** right-click menu on a node: dialog actions (`{$node}` in their body is the node's value) */
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
  texts?: {
    /** the table's text when there are no rows (default 暂无数据) */
    empty?: string
  }
  dialogs?: Record<string, DialogSchema>
}

/**
 * One wizard step. `form` (default): fields of the wizard's form, read with the wizard's api.get
 * (or the step's own api.get) and saved with api.save. `array`: a list of rows of a sub-form
 * (cards), read with api.get (`itemsPath` inside Data) and saved as an array (or under `bodyKey`).
 * `uploads`: upload items read with api.get, each uploaded and saved on its own (api.saveItem).
 */
export interface WizardStepSchema {
  key: string
  title: string
  /** a step kind's name (renderer/wizard/stepKinds.ts): form (default), array, uploads, or an application's */
  kind?: string
  entity?: string
  /** form: the step's fields; array: the fields of one row */
  fields?: FieldSpec[]
  gating?: { enterWhen?: Condition; nextWhen?: Condition; message?: string; validate?: boolean }
  api?: { get?: Endpoint; save?: Endpoint; saveItem?: Endpoint; upload?: Endpoint }
  /** path of the array inside the answer of api.get (default: Data itself, or Data.Items) */
  itemsPath?: string
  /** array/uploads: the save body is `{ [bodyKey]: rows }` instead of the rows themselves */
  bodyKey?: string
  array?: WizardArraySpec
  uploads?: WizardUploadsSpec
}

export interface WizardArraySpec {
  /**
   * the entity whose array property (`property`, default Items) is the step's save body: its
   * maxItems and x-maxItemsMessage are the row limit and what 添加 says when it is reached
   */
  entity?: string
  property?: string
  /** rows the step starts with when the server has none (default 1) */
  minRows?: number
  texts?: {
    add?: string
    delete?: string
    /** the first row's delete button text (it cannot be deleted), e.g. 不可删除 */
    firstRow?: string
    /** a row with an empty required field (default 请补充完信息) */
    incomplete?: string
    /** a row with a field breaking its rule (default 内容输入不规范) */
    invalid?: string
  }
  /** card title of a row, "{n}" is its 1-based number */
  rowTitle?: string
}

export interface WizardUploadsSpec {
  nameField: string
  /** the item's type, sent with its save */
  typeField: string
  /** the item's stored file: an object field (e.g. img) holding urlField / fileNameField */
  fileField: string
  urlField: string
  fileNameField: string
  /** an item that must be uploaded before going on (e.g. {field: MainId, eq: 1}) */
  requiredWhen?: Condition
  texts: {
    /** missing required items: "{names}" is their names joined with 、 (e.g. 请补充完{names}资料) */
    missing: string
    uploaded?: string
    /** the button opening an uploaded file (default 查看) */
    view?: string
    notUploaded?: string
    button?: string
  }
  accept?: string[]
}

/** The status alert above the wizard: shown when the record has a check text. */
export interface WizardStatusAlert {
  textField: string
  /** error style when this holds (e.g. Status 2), else `variant` (default warning) */
  errorWhen?: Condition
  variant?: 'info' | 'warning' | 'success'
  title?: string
}

/** Check (review) mode: turned on by a query/route parameter; a review dialog replaces submit. */
export interface WizardCheckMode {
  /** the parameter (query or route) that turns check mode on when present and not "0"/"false" */
  param: string
  texts: { submit: string }
  readOnlyWhen?: Condition
  /**
   * while `when` holds over the record (e.g. 待审核), the form is read-only for the reviewer until
   * they press `text` to correct it; then it is editable and `texts.save` saves the current step
   */
  correct?: { when: Condition; text: string; texts: { save: string } }
  /** the key of `dialogs` opened by the last step's button (a form dialog, saved with create) */
  reviewDialog: string
  /** passed into the review's saved body (e.g. { "WorkNo": "{$record.WorkNo}" }; the record's value, else the form's) */
  body?: RequestTemplate
}

export interface WizardScreenSchema {
  $schema?: string
  kind: 'wizard'
  id: string
  route: string
  title: string
  entity?: string
  labelWidth?: number
  /** a grid of up to this many columns while the form is wide enough (one column on narrow screens) */
  columns?: number
  /** query or route parameters read into the wizard's record (they fill "{name}" in endpoints) */
  params?: string[]
  /** a form above the steps, saved with the first step, disabled once the first step is passed */
  top?: { fields: FieldSpec[]; entity?: string }
  steps: WizardStepSchema[]
  /** get: the record (form values, status, furthest step); submit: after the last step */
  api?: { get?: Endpoint; submit?: Endpoint }
  /**
   * form steps keep what the user types in this browser (keyed by the record's `keyField` and the
   * step) until the step is saved; reopening restores it with `texts.restored`
   */
  draft?: { keyField: string; texts?: { restored?: string } }
  /** api.get answering null (the user has no record): this explanation instead of the steps */
  noRecord?: { title: string; text: string }
  /** the field of api.get's answer naming the furthest step reached (`base`: the first step's number, default 1) */
  progress?: { field: string; base?: 0 | 1 }
  /** the whole wizard is read-only when this holds over the record (e.g. Status 3); check mode uses check.readOnlyWhen instead */
  readOnlyWhen?: Condition
  statusAlert?: WizardStatusAlert
  check?: WizardCheckMode
  texts?: {
    prev?: string
    next?: string
    submit?: string
    /** after submit (e.g. 已提交，待审核) */
    success?: string
  }
  /** the message shown instead of a server error with this status/code (e.g. code 500) */
  hideErrors?: { codes: number[]; message: string }
  dialogs?: Record<string, DialogSchema>
}

/** Tabs of list screens (e.g. employee care): each tab a list (its title is the tab's), mounted when first opened. */
export interface TabsScreenSchema {
  $schema?: string
  kind: 'tabs'
  id: string
  route: string
  title: string
  tabs: ListScreenSchema[]
}

/** a form page: a form dialog's keys but `reloadOnClose` (there is no list under it) */
export type FormScreenSchema = Omit<FormDialogSchema, 'reloadOnClose'> & {
  $schema?: string
  id: string
  route: string
  /** add (default): an empty form saved with api.create; edit: loaded with api.get, saved with api.update */
  mode?: 'add' | 'edit'
}
/** `kind: cards`: a paged list shown as cards, with tabs from the server (renderer/cards/). */
export interface CardsScreenSchema {
  $schema?: string
  kind: 'cards'
  id: string
  route: string
  title: string
  entity?: string
  api: { list: Endpoint }
  /** the chosen tab's value goes into the list call as `param`; `texts.all` adds a first tab without it */
  tabs?: { param: string; remote: RemoteOptions; texts?: { all?: string } }
  card: { titleField: string; coverField?: string; files?: StoredFiles; descriptionField?: string; metaFields?: string[] }
  pageSize?: number
  pageSizeOptions?: number[]
  texts?: { empty?: string }
  /** the dialog a click on a card opens (view mode, with the row) */
  open?: string
  dialogs?: Record<string, DialogSchema>
}

export type ScreenSchema = ListScreenSchema | WizardScreenSchema | FormScreenSchema | TabsScreenSchema | CardsScreenSchema
