import type { MenuNode } from '../../common/api-types'
/** The calls of sign-in, session and sign-out (docs/contracts.md, "HTTP"). */
import { request } from './request'

export interface LoginUser {
  Id: string
  UserName: string
  WorkNo: string
  Name: string
  Surname: string
  NickName: string
  RealName: string
  OrgName: string
  Email: string
  PhoneNumber: string
  Avatar: string
  Roles: string[]
}

export type { MenuAuthority, MenuNode } from '../../common/api-types'

export interface TokenAnswer {
  access_token: string
  token_type: string
  expires_in: number
}

export const CLIENT_ID = 'oa-web'

export function sendSmsCode(username: string): Promise<null> {
  return request<null>({ method: 'POST', url: '/api/app/old-frame/send-sms', body: { username } })
}

export function requestToken(fields: { username: string; password: string; code: string }): Promise<TokenAnswer> {
  return request<TokenAnswer>({
    method: 'POST',
    url: '/connect/token',
    form: true,
    raw: true,
    body: { grant_type: 'password', client_id: CLIENT_ID, ...fields },
  })
}

export function fetchLoginUser(): Promise<LoginUser> {
  return request<LoginUser>({ method: 'POST', url: '/api/app/old-frame/get-login-user-info', body: {} })
}

export function fetchGrantedMenus(): Promise<MenuNode[]> {
  return request<MenuNode[]>({ method: 'GET', url: '/api/app/apb-menu/user-granted-menus' })
}

export function revokeToken(): Promise<null> {
  return request<null>({ method: 'POST', url: '/api/app/account/logout', silent: true })
}

export interface InboxMessage {
  Id: string
  Title: string
  Content: string
  Kind: string
  SenderName: string
  /** an address in the application the message opens ('' when none), e.g. an approval in the centre */
  Link?: string
  IsRead: boolean
  CreationTime: string
}

/** The signed-in user's messages, newest first (the inbox of the header's 消息 button). */
export function fetchMessages(skip: number, take: number): Promise<{ Items: InboxMessage[]; TotalCount: number }> {
  return request({ method: 'GET', url: '/api/app/messages', query: { SkipCount: skip, MaxResultCount: take } })
}

export function markMessageRead(id: string): Promise<null> {
  return request<null>({ method: 'POST', url: `/api/app/messages/${encodeURIComponent(id)}/read`, silent: true })
}

/** The signed-in user's unread messages (the header's 消息 badge). */
export function fetchMessageCount(): Promise<{ Count: number }> {
  return request<{ Count: number }>({ method: 'GET', url: '/api/app/messages/count', silent: true })
}

/** The signed-in user's unread announcements (the header's 公告 badge). */
export function fetchAnnouncementCount(): Promise<number> {
  return request<number>({ method: 'GET', url: '/api/app/system-message/unread-count', silent: true })
}

/** The window event of an announcement read outside the header's inbox (公司介绍's notices): the badge reads its count again. */
export const ANNOUNCEMENT_READ_EVENT = 'oa:announcement-read'
export const announcementRead = () => window.dispatchEvent(new Event(ANNOUNCEMENT_READ_EVENT))
