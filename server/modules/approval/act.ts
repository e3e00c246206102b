/**
 * One engine action on a stored process: load it locked, apply, write back the steps, the process
 * state, the audit line and the notifications (./notices.ts), all in the caller's transaction. A refused action changes nothing and
 * answers the engine's message (400). Used by the demo seed now and by the action calls of issue 14.
 */
import { eq } from 'drizzle-orm'
import { STATE } from '../../../common/approval'
import { approvalProcesses } from '../../db/schema'
import type { Tx } from '../../db/types'
import { badRequest, notFound } from '../../http/envelope'
import { apply, type Action } from './engine'
import { noticesOf, sendNotices } from './notices'
import { canSee, loadProcess, recordTransition, writeSteps } from './store'

export async function act(tx: Tx, processId: string, action: Exclude<Action, { type: 'submit' }>, callerName: string, at = new Date()) {
  const loaded = await loadProcess(tx, processId, { lock: true })
  if (!loaded || !(await canSee(tx, loaded.row, action.by))) throw notFound()
  const out = apply(loaded.model, action, at.toISOString())
  if (!out.ok) throw badRequest(out.message)
  const finished = out.process.state === STATE.agreed || out.process.state === STATE.revoked || out.process.state === STATE.returned
  await tx
    .update(approvalProcesses)
    .set({ state: out.process.state, updateTime: at, endTime: finished ? at : null })
    .where(eq(approvalProcesses.id, processId))
  // a deleted draft keeps no step users, so the lists (read from step users) never show it
  await writeSteps(tx, processId, out.process.state === STATE.deleted ? { ...out.process, steps: [] } : out.process, loaded.meta)
  await recordTransition(tx, processId, out.transition, callerName)
  const { row } = loaded
  await sendNotices(tx, noticesOf(loaded.model, out.process, out.transition), {
    processId,
    relationId: row.typeId,
    digest: row.digest,
    projectNo: row.projectNo ?? '',
    byId: action.by,
    byName: callerName,
    remark: out.transition.remark,
  })
  return out.process
}
