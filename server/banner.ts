/**
 * The first-start banner: the administrator's credentials and every demo account group with the
 * password they share. Printed once (the passwords are not stored in clear anywhere).
 */
import type { SeedResult } from './seed'

/** 'H0001…H0215 (198 accounts)' for long runs of work numbers, the plain list for short ones. */
export function workNumbers(userNames: string[]): string {
  if (userNames.length <= 6) return userNames.join(', ')
  const sorted = [...userNames].sort()
  return `${sorted[0]}…${sorted[sorted.length - 1]} (${sorted.length} accounts)`
}

export function firstStartBanner(seeded: SeedResult): string[] {
  if (!seeded.admin && !seeded.demo) return []
  const lines = ['']
  if (seeded.admin) {
    lines.push('  First start: administrator account created')
    lines.push(`    work number: ${seeded.admin.userName}`)
    lines.push(`    password:    ${seeded.admin.password}`)
  }
  if (seeded.demo) {
    lines.push(`  Demo accounts, all with the password ${seeded.demo.password}:`)
    for (const g of seeded.demo.groups) lines.push(`    ${workNumbers(g.userNames)}: ${g.label}`)
  }
  lines.push('  SMS codes are written to this log. Keep the passwords; they are not shown again.')
  lines.push('')
  return lines
}
