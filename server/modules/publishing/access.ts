/**
 * Who reads a message (docs/contracts.md "Publishing"), as SQL conditions over system_messages:
 * its audience (the people its recipients covered when it was sent or edited), members who joined
 * a recipient department later when IsNewMemberCanSee is 1, its publisher, and managers (./common.ts)
 * unless it is secret. Every list and detail goes through these, so a message outside
 * them is a 404, never a 403 that would confirm it exists.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import { holdsAny } from '../../auth/grants'
import { systemMessages as m, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { departmentTree, MANAGE_GRANTS } from './common'

export interface Reader {
  id: string
  /** the reader's department and those above it: a recipient department among them covers the reader */
  chain: string[]
  manager: boolean
}

export async function readerOf(db: Executor, userId: string): Promise<Reader> {
  const [[user], tree, manager] = await Promise.all([
    db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId)),
    departmentTree(db),
    holdsAny(db, userId, MANAGE_GRANTS),
  ])
  return { id: userId, chain: tree.chain(user?.departmentId ?? null), manager }
}

/** Addressed to the reader: in the audience, or a late joiner of a recipient department. */
export function addressedTo(r: Reader): SQL {
  const audience = sql`exists (select 1 from system_message_audience a where a.message_id = ${m.id} and a.user_id = ${r.id})`
  if (!r.chain.length) return audience
  const ids = sql.join(
    r.chain.map((d) => sql`${d}::uuid`),
    sql`, `,
  )
  return sql`(${audience} or (${m.isNewMemberCanSee} = 1 and exists (select 1 from system_message_receivers x where x.message_id = ${m.id} and x.type = 1 and x.target_id in (${ids}))))`
}

/** What a manager lists and edits: every message that is not secret, and the manager's own. */
export function managed(r: Reader): SQL {
  return sql`(${m.isSecret} = 0 or ${m.creatorId} = ${r.id})`
}

/** The managers' list of a reader: a manager's, or for a viewer (mode 2) what is addressed to them or their own. */
export function listed(r: Reader): SQL {
  return r.manager ? managed(r) : sql`(${m.creatorId} = ${r.id} or ${addressedTo(r)})`
}

/** Everything the reader may open. */
export function readable(r: Reader): SQL {
  const own = sql`${m.creatorId} = ${r.id}`
  return r.manager ? sql`(${managed(r)} or ${addressedTo(r)})` : sql`(${own} or ${addressedTo(r)})`
}
