/** Types the seed parts share (server/seed/index.ts runs them in order). */

/** Demo accounts created together, for the first-start banner. */
export interface DemoGroup {
  label: string
  userNames: string[]
}

/** The demo password and its hash, made once per seed run and shared by every demo group. */
export interface DemoCredentials {
  password: string
  passwordHash: string
}
