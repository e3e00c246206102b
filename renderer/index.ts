/** The renderer's public surface (docs/contracts.md, "Renderer <-> application"). */
export { ScreenRenderer, type ScreenRendererProps } from './ScreenRenderer'
export {
  ApiError,
  callEndpoint,
  DataProviderContextProvider,
  errorMessage,
  fillQuery,
  fillUrl,
  useDataProvider,
  useOptionalDataProvider,
  type DataProvider,
  type RequestOptions,
  type UploadedFile,
  type UploadOptions,
} from './data/provider'
export { RendererEventsProvider, useEmit, type RendererEventHandler } from './events'
export { fieldsForMode, prepareField, finishField, equalToValidator } from './fields/extras'
export { useFileActions, FILE_ACTION_TEXT } from './list/fileActions'
export { formatFileSize } from './list/columns'
export { registerWidgetKinds, WIDGET_KINDS } from './widgets/register'
export { Permission, PermissionProvider, usePermission, type PermissionApi } from './permission'
export { fieldValidator, registerRuleKinds, requiredRule, validatorsOf } from './rules/formily'
export { buildFormSchema, compileField, compileFields, defaultComponent, screenFieldKinds, type CompiledField } from './compile/formSchema'
export { linkageReaction } from './compile/linkage'
export {
  componentKey,
  fieldComponents,
  fieldKindNames,
  getFieldKind,
  isFieldKindReady,
  loadFieldKinds,
  registerFieldKind,
  suspendForFieldKinds,
  type FieldKind,
} from './fields/registry'
export { FieldItem, type FieldItemProps } from './fields/FieldItem'
export { SchemaField } from './fields/SchemaField'
export { DATE_FORMAT, DATE_TIME_FORMAT, MAX_DATE, MIN_DATE, disabledDate, formatDate } from './fields/dates'
export { RendererLocale, useFeedback, zhCN } from './locale'
export { useListController, cleanSearch, type ListController, type ListControllerOptions, type Row } from './list/useListController'
export { ListScreen, LIST_TEXT, NARROW_WIDTH, SCROLL_X, exportQuery, type ListScreenProps } from './list/ListScreen'
export { SearchForm, searchQuery, type SearchFormProps } from './list/SearchForm'
export { getSearchWidget, registerSearchWidget, type SearchWidget, type SearchWidgetProps } from './list/searchWidgets'
export { LazyFormScreen, LazyScreenDialog, LazyWizardScreen, loadOnDemand, preloadDialogs } from './dialog/lazy'
export { WizardScreen, locationParams, type WizardScreenProps } from './wizard/WizardScreen'
export { useWizard, type WizardController } from './wizard/useWizard'
export { WIZARD_TEXT, missingUploads, rowVerdict } from './wizard/model'
export { TabsScreen, type TabsScreenProps } from './tabs/TabsScreen'
export { ScreenLoaderProvider, screenParams, useScreenLoader, type LoadedScreen, type ScreenLoader } from './screenLoader'
export { ScreenOverlay } from './ScreenOverlay'
export { SideTree, SIDE_TREE_DEFAULTS, type SideTreeProps } from './tree/SideTree'
export { buildTree, loadTree, treeValues, type TreeNode } from './tree/tree'
export { DetailDialog, DETAIL_TEXT, groupTimeline, type DetailDialogProps } from './detail/DetailDialog'
export { DELETE_TEXT } from './list/useDelete'
export { FormDialog, dialogTitle, type FormDialogProps } from './dialog/FormDialog'
export { FormScreen, type FormScreenProps } from './dialog/FormScreen'
export { useFormController, SAVE_TEXT, type FormController } from './dialog/useFormController'
export { GrantsDialog, GRANTS_SAVED, type GrantsDialogProps } from './grants/GrantsDialog'
export { buildModel as buildGrantsModel, diff as grantsDiff } from './grants/model'
export { RendererProviders, type RendererProvidersProps } from './RendererProviders'
export type * from './schema/types'
