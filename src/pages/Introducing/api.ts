/** The introducing page's calls (docs/contracts.md "Introducing page"), typed. */
import type { DataProvider } from '../../../renderer/data/provider'

const B = '/api/app/know'

export interface Media {
  FileUrl: string
  FileName: string
}
export interface RegulationType {
  Id: string
  Key: string
  Name: string
  Count: number
}
export interface Regulation {
  Id: string
  Title: string
  Summary: string
  TypeName: string
  CreationTime: string
}
export interface RegulationDetail extends Regulation {
  Content: string
  CreatorName: string
}
export interface News {
  Id: string
  Title: string
  Description: string
  CoverImg: Media[]
  Image: Media[]
  Video: Media[]
  CreationTime: string
}
export interface PromoVideo {
  Id: string
  Title: string
  Video: string
  FileName: string
}
export interface Notice {
  Id: string
  Title: string
  TypeName: string
  IsTop: number
  IsRead: number
  CreationTime: string
  CreatorName: string
}
export interface NoticeDetail extends Notice {
  Content: string
  Attachs: { FileName: string; FileUrl: string }[]
}
export interface OrgNode {
  Id: string
  Name: string
  MenberCount: number
  Leader: { Id: string; RealName: string; Avatar: string; PositionName: string } | null
  Children: OrgNode[]
}
export interface Person {
  Id: string
  RealName: string
  NickName: string
  WorkNo: string
  Avatar: string
  DepName: string
  DepPath: string
  PositionName: string
}
type Page<T> = { Items: T[]; TotalCount: number }

export const NOTICE_PAGE = 10

export function introducingApi(p: DataProvider) {
  const post = <T>(url: string, body?: unknown) => p.request<T>({ method: 'POST', url: B + url, body })
  return {
    regulationTypes: () => p.request<RegulationType[]>({ method: 'GET', url: `${B}/get-regulation-type-by-key` }),
    regulations: (q: { TypeId?: string; SkipCount: number; MaxResultCount: number }) => post<Page<Regulation>>('/get-regulation-by-key', q),
    regulation: (id: string) => p.request<RegulationDetail>({ method: 'GET', url: `${B}/idBoxContent/get-company-regulation-by-id/${id}` }),
    news: () => post<Page<News>>('/get-news', { SkipCount: 0, MaxResultCount: 5 }),
    videos: () => p.request<PromoVideo[]>({ method: 'GET', url: `${B}/get-promotional-video` }),
    /** `page` from 1: this call's SkipCount is a page number */
    notices: (page: number) => post<Page<Notice>>('/get-announction-by-key', { MaxResultCount: NOTICE_PAGE, SkipCount: page }),
    /** the reader's detail, which marks the notice read */
    notice: (id: string) => p.request<NoticeDetail>({ method: 'GET', url: `/api/app/system-message/user-message-detail/${id}` }),
    organisation: () => post<OrgNode[]>('/get-hROrganization'),
    person: (id: string) => post<Person>(`/get-hROrganization-by-user-id/${id}`),
  }
}
export type IntroducingApi = ReturnType<typeof introducingApi>
