/** The approval centre's calls (spec 002 s.7) through the application's DataProvider, typed. */
import type { DataProvider } from '../../../renderer/data/provider'
import type { BusinessForm } from '../../../common/approval-form'

const A = '/api/app/approval'

export type TabKey = 'all' | 'wait' | 'finish' | 'self' | 'read'
export const TABS: { key: TabKey; title: string; path: string; count: keyof Counts }[] = [
  { key: 'all', title: '全部', path: 'all-list', count: 'AllList' },
  { key: 'wait', title: '待处理', path: 'wait-list', count: 'WaitList' },
  { key: 'finish', title: '已处理', path: 'finish-list', count: 'FinishList' },
  { key: 'self', title: '已发起', path: 'self-list', count: 'SelfList' },
  { key: 'read', title: '我收到', path: 'read-list', count: 'ReadList' },
]

export interface TypeGroup {
  TypeName: string
  Items: { RelationId: string; ApprovalName: string; Color: string; Icon: string }[]
}

export interface ListItem {
  Id: string
  RelationId: string
  ApprovalName: string
  Digest: string
  ProjectNo: string
  UserName: string
  CreateTime: string
  ApprovalEndTime: string
  State: number
  StateName: string
  ApprovalProcess: string
  ApproverType: number
  IsRead: number
}

export interface Counts {
  AllList: { Count: number }
  WaitList: { Count: number }
  FinishList: { Count: number }
  SelfList: { Count: number }
  ReadList: { Count: number; UnRead?: number }
  States: Record<string, string>
  Types: Record<string, string>
}

export interface FlowUser {
  UserId: string
  UserName: string
  State?: number
  StateName?: string
  ApprovalTime?: string
  Remark?: string
  CanDelete?: boolean
}

export interface FlowStep {
  Sort: number
  Name: string
  Mode: string
  ModeName: string
  ApproverType: number
  ConfigType: number
  ConfigCount: number
  State?: number
  IsInitiator?: boolean
  Users: FlowUser[]
  /** a stored step's earlier entries, oldest first (a level a return went back to, or reached again) */
  History?: FlowUser[]
}

export interface Loaded {
  Id: string | null
  RelationId: string
  ApprovalName: string
  Color: string
  Icon: string
  State: number
  StateName: string
  Digest: string
  ProjectNo: string
  DeptName: string
  UserName?: string
  CreateTime?: string
  BusinessForm: BusinessForm
  BusinessData: Record<string, unknown>
  SelectApprovers: Record<string, FlowUser[]>
  Approvers: FlowStep[]
  ConditionConfigs: { ApproverConfigs: FlowStep[] }[]
  ConditionColumns: string[]
  ApproverComments: LoadedComment[]
  Actions: LoadedAction[]
  Editable: boolean
}

/** A comment (spec 002 s.3): its files comma-joined as on the wire, the names in the urls' order. */
export interface LoadedComment {
  Id: string
  UserId?: string
  UserName: string
  CreateTime: string
  CommentContent: string
  AttachUrls?: string
  AttachNames?: string
}

/** A footer action the server offers this viewer, with the call it posts to (revoke appends the process id). */
export interface LoadedAction {
  TypeId: number
  Name: string
  Url: string
}

export interface ListQuery {
  Keyword?: string
  RelationId?: string
  State?: number
  UnRead?: boolean
  SkipCount: number
  MaxResultCount: number
}

export function approvalApi(provider: DataProvider) {
  return {
    /** the provider itself: the dialog hands it to the widgets it borrows (the upload field) */
    provider,
    types: () => provider.request<TypeGroup[]>({ method: 'POST', url: `${A}/approval-type-list-new` }),
    counts: () => provider.request<Counts>({ method: 'GET', url: `${A}/count` }),
    list: (tab: TabKey, q: ListQuery) => provider.request<{ Items: ListItem[]; TotalCount: number }>({ method: 'POST', url: `${A}/${TABS.find((t) => t.key === tab)!.path}`, body: q }),
    load: (relationId: string, processId: string) => provider.request<Loaded>({ method: 'POST', url: `${A}/approval-load`, query: { relationId, processId } }),
    config: (relationId: string, data: Record<string, unknown>, chosen: SelectApprover[]) =>
      provider.request<{ ApproverConfigs: FlowStep[] } | null>({ method: 'POST', url: '/api/app/approval-config/get-config-by-condition', body: { RelationId: relationId, BusinessDatas: JSON.stringify(data), SelectApprovers: chosen } }),
    save: (body: { RelationId: string; ApprovalProcess: { Id: string } | null; BusinessDatas: Record<string, unknown>; SelectApprovers: SelectApprover[]; Submit: boolean }) =>
      // the form travels as JSON text: line breaks of a textarea are not control characters there
      provider.request<{ Id: string; State: number }>({ method: 'POST', url: `${A}/approval-save`, body: { ...body, OrgId: 0, BusinessDatas: JSON.stringify(body.BusinessDatas) }, silent: true }),
    /** one action after submit (spec 002 s.7); the server's refusal rejects with its message */
    act: (url: string, body?: Record<string, unknown>) => provider.request<null>({ method: 'POST', url, body: body ?? {}, silent: true }),
    /** print (action 7): the address of the process's PDF; '' when there is none */
    print: (url: string) => provider.request<string>({ method: 'POST', url, silent: true }),
    /** a stored file as a src the browser can save (fetched with the bearer token) */
    fileSrc: (url: string) => (provider.fileSrc ? provider.fileSrc(url) : Promise.resolve(url)),
    /** a stored PDF's bytes through the platform's PDF stream (file-to-stream answers base64) */
    pdfBytes: async (fileUrl: string) => {
      const base64 = await provider.request<string>({ method: 'GET', url: '/api/app/file/file-to-stream', query: { fileUrl }, silent: true })
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    },
    rejectList: (processId: string) => provider.request<{ Id: number; Name: string; UserName: string }[]>({ method: 'POST', url: `${A}/approval-reject-list/${processId}` }),
    people: (keyword: string) => provider.request<{ Items: { Id: string; RealName: string; WorkNo: string }[] }>({ method: 'GET', url: '/api/app/users/user-list', query: { Filter: keyword, MaxResultCount: 20, SkipCount: 0 } }),
  }
}

export type ApprovalApi = ReturnType<typeof approvalApi>

export interface SelectApprover {
  Sort: number
  Users: { UserId: string; UserName: string }[]
}
