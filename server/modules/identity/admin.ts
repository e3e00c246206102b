/**
 * The administrator: a static role holding every permission (re-granted at each start) and its
 * account. Routes refuse to disable the account or revoke from the role, so nobody locks the
 * company out of system settings.
 */
export const ADMIN_ROLE = '管理员'
export const ADMIN_WORK_NO = 'A0001'
