/**
 * The password policy of every password that is set (issue 13 s.3): the shared rule kind
 * `newPassword` (8-100 characters, letters and digits; checked by the body's validator in browser
 * and server alike) plus what only the server knows: the caller's work number and the list of
 * common passwords. Sign-in never applies it, so passwords set before the policy still work.
 */
import { fieldMessage } from '../../common/rules'
import { fail } from '../http/envelope'
import { COMMON_PASSWORDS } from './common-passwords'

export const PASSWORD_MESSAGES = {
  workNo: '不能与工号相同',
  common: '过于常见，容易被猜到',
} as const

/** Lower-cased, and lower-cased without symbols: 'Passw0rd!' and 'passw0rd' are the same guess. */
function variants(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase()
  return [lower, lower.replace(/[^\p{L}\p{N}]/gu, '')]
}

/** The message when the password breaks the server-side part of the policy, else undefined. */
export function passwordProblem(password: string, workNo: string): string | undefined {
  const tried = variants(password)
  const no = workNo.trim().toLowerCase()
  // The work number itself, or it with a few characters around it ('A0001abc').
  if (no && tried.some((v) => v.includes(no) && v.replace(no, '').replace(/[^\p{L}\p{N}]/gu, '').length < 4)) return PASSWORD_MESSAGES.workNo
  if (tried.some((v) => COMMON_PASSWORDS.has(v))) return PASSWORD_MESSAGES.common
  return undefined
}

/** Throws the field's 400 when the password may not be set for this work number. */
export function checkNewPassword(field: string, label: string, password: string, workNo: string): void {
  const problem = passwordProblem(password, workNo)
  if (problem) throw fail(field, fieldMessage(label, problem))
}
