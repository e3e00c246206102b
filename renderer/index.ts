/**
 * The renderer's public surface (docs/contracts.md, "Renderer <-> application"), without the form
 * side: importing ScreenRenderer from here pulls no Formily, no form compiler and no field kind's form
 * component (the kinds' light descriptors only: a list page stays as light as with deep imports;
 * forms load on demand). The form side (field kinds with their components, the compiler, form and
 * wizard screens, dialogs) is `renderer/form.ts`.
 */
export { ScreenRenderer, preloadScreenKind, type ScreenRendererProps } from './ScreenRenderer'
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
export { useFileActions, FILE_ACTION_TEXT } from './list/fileActions'
export { formatFileSize } from './list/columns'
export { Permission, PermissionProvider, usePermission, type PermissionApi } from './permission'
export { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from './fields/dateFormat'
export { MAX_DATE, MIN_DATE, disabledDate } from './fields/dates'
export { RendererLocale, useFeedback, zhCN } from './locale'
export { useListController, cleanSearch, type ListController, type ListControllerOptions, type Row } from './list/useListController'
export { ListScreen, LIST_TEXT, NARROW_WIDTH, SCROLL_X, exportQuery, type ListScreenProps } from './list/ListScreen'
export { SearchForm, searchQuery, type SearchFormProps } from './list/SearchForm'
export { defineFieldKind, type FieldKind } from './fields/kinds'
export type { SearchWidget, SearchWidgetProps } from './fields/search/searchWidget'
export { LazyFormScreen, LazyScreenDialog, LazyWizardScreen, loadOnDemand, preloadDialogs } from './dialog/lazy'
export { TabsScreen, type TabsScreenProps } from './tabs/TabsScreen'
export { ScreenLoaderProvider, screenParams, useScreenLoader, type LoadedScreen, type ScreenLoader } from './screenLoader'
export { ScreenOverlay } from './ScreenOverlay'
export { SideTree, SIDE_TREE_DEFAULTS, type SideTreeProps } from './tree/SideTree'
export { buildTree, loadTree, type TreeNode } from './tree/tree'
export { DetailDialog, DETAIL_TEXT, groupTimeline, type DetailDialogProps } from './detail/DetailDialog'
export { DELETE_TEXT } from './list/useDelete'
export { RendererProviders, type RendererProvidersProps } from './RendererProviders'
export type * from './schema/types'
export { type ScreenHandle } from './screenHandle'
export { defineScreenKind, screenKinds, type ScreenKind, type ScreenKindProps } from './screenKinds'
export { defineDialogKind, dialogKinds, type DialogKind, type DialogKindProps, type OpenDialog } from './dialog/dialogKinds'
export { defineActionKind, actionKinds, type ActionContext, type ActionKind } from './list/actionKinds'
export { defineColumnKind, columnKinds, type ColumnKind } from './list/columnKinds'
export { defineIcons, iconByName } from './icons'
export { createKindRegistry, type KindDefinition, type KindRegistry } from './kinds/registry'
