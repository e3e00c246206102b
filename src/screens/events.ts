/**
 * What the events screen schemas emit mean in this application (renderer/events.tsx: the renderer
 * emits, the application decides):
 * - `signOut`: the session is over (e.g. after the user changed their password, which revokes every
 *   token on the server): forget it in this browser and go to the login page, without a server call;
 * - `profileChanged`: the signed-in user's own data changed: reload the user info (header greeting);
 * - `addEmployee`: 新增员工 on the employee list: new hires are entered through entry management,
 *   so go there with its add dialog (新增入职) open.
 */
import { clearSession, loadUser } from '../auth/session'
import { goToLogin, navigateTo } from '../router/navigation'

/** Where 新增员工 leads: the entry management page (menu child_hrm_entrymanagement) with its add dialog open. */
export const ENTRY_MANAGEMENT_ADD = '/hrm/entry-management?dialog=create'

export const SCREEN_EVENTS: Record<string, (payload?: unknown) => void> = {
  signOut: () => {
    clearSession()
    goToLogin()
  },
  profileChanged: () => void loadUser(),
  addEmployee: () => navigateTo(ENTRY_MANAGEMENT_ADD),
}

export function screenEvent(name: string, payload?: unknown): void {
  const handle = SCREEN_EVENTS[name]
  if (handle) handle(payload)
  else console.error(`screen event "${name}" has no meaning in this application`)
}
