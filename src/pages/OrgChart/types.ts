/**
 * The organisation chart's data: what the server answers (docs/contracts.md, "Employee files" ->
 * "Organisation chart") and the normalised person the page draws.
 */

/** `GET /api/app/users/organization/{depId}` (`0` = the whole company) answers one of these (the root). */
export interface OrgChartNode {
  /** null when the root is a department rather than a person */
  UserId: string | null
  UserName: string
  WorkNo?: string | null
  Position?: string | null
  /** 1 = highest */
  PositionLevel?: number | string | null
  MajorAreas?: string | null
  Responsibility?: string | null
  /** photo url (`/download-file?id=` is fetched with the bearer header through the provider's fileSrc) */
  HeadImg?: string | null
  DepName?: string | null
  children?: OrgChartNode[] | null
}

/** `GET /api/app/users/org-user-card/{userId}`. */
export interface OrgUserCard {
  UserId: string
  HeadImg?: string | null
  UserName: string
  Position?: string | null
  Responsibility?: string | null
  DepName?: string | null
  WorkNo?: string | null
}

/** The chart of a department and below (`0` = the whole company). */
export const orgChartUrl = (depId?: string) => `/api/app/users/organization/${encodeURIComponent(depId || '0')}`
export const orgUserCardUrl = (userId: string) => `/api/app/users/org-user-card/${encodeURIComponent(userId)}`

/** One box of the chart. */
export interface Person {
  /** unique within the chart */
  key: string
  /** null for a department box (the root when no single person tops the tree) */
  userId: string | null
  name: string
  workNo: string
  position: string
  level: number | null
  majorAreas: string
  responsibility: string
  avatar: string
  depName: string
  children: Person[]
}
