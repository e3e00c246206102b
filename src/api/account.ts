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

export interface MenuAuthority {
  Authority: string
  AuthorityName: string
  IsGranted: boolean
}

export interface MenuNode {
  Id: string
  Name: string
  Path: string
  Url: string
  Icon: string
  Type: number
  Sort: number
  OpenMode?: string
  Authority: string
  Authoritys: MenuAuthority[]
  Children: MenuNode[]
  /** hidden items are skipped by the sidebar (spec 000 s.2, Layout) */
  Hidden?: boolean
  IsEnable?: number
}

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
