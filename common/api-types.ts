/** The answer envelope of every JSON endpoint (DESIGN.md, "API conventions"). */
export interface Envelope<T = unknown> {
  Code: number
  Message: string
  Data: T
}

export interface Paged<T> {
  Items: T[]
  TotalCount: number
}

export interface PageQuery {
  MaxResultCount?: number
  SkipCount?: number
  Filter?: string
  Sorting?: string
}

export interface FieldError {
  /** the field's path: 'Name', or 'Items[2].School' for a field of row 2 */
  Field: string
  /** the field's message, without the row number */
  Message: string
  /** the 0-based row of a field of a list of records; the side that shows it adds '第N条：' */
  Row?: number
}

/** Paging constants of the spec (000 s.9). */
export const PAGE_SIZE_DEFAULT = 15
export const PAGE_SIZE_OPTIONS = [15, 30, 50, 100]

/** A button permission of a granted menu item (GET /api/app/apb-menu/user-granted-menus). */
export interface MenuAuthority {
  Authority: string
  AuthorityName: string
  IsGranted: boolean
}

/** One node of the granted menu tree the sidebar, routes and button permissions are built from. */
export interface MenuNode {
  Id: string
  Name: string
  Path: string
  Url: string
  Icon: string
  Type: number
  Sort: number
  OpenMode: string
  Authority: string
  Authoritys: MenuAuthority[]
  Children: MenuNode[]
  /** skipped by the sidebar (spec 000 s.2); the server prunes disabled items, the client re-checks */
  Hidden?: boolean
  IsEnable?: number
}
