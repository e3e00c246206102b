/**
 * Form definitions of approval types, versioned: a save adds a version, the newest is the one a
 * new process is filled with, and a process keeps the version it was filled with (its form_id).
 */
import { desc, eq, sql } from 'drizzle-orm'
import { definitionProblem } from '../../../common/approval-definition'
import type { BusinessForm } from '../../../common/approval-form'
import { approvalForms } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'

export interface StoredForm {
  id: string
  version: number
  definition: BusinessForm
}

/** Stores a new version of a type's form; a definition with a problem is refused (400, field BusinessForm). */
export async function saveFormVersion(db: Executor, typeId: string, definition: BusinessForm): Promise<StoredForm> {
  const problem = definitionProblem(definition)
  if (problem) throw fail('BusinessForm', problem)
  // the unique (type, version) key makes two racing saves fail rather than share a number
  const [row] = await db
    .insert(approvalForms)
    .values({ typeId, definition, version: sql`(select coalesce(max(version), 0) + 1 from approval_forms where type_id = ${typeId})` })
    .returning({ id: approvalForms.id, version: approvalForms.version, definition: approvalForms.definition })
  return row
}

/** The newest version of a type's form, if it has one. */
export async function currentForm(db: Executor, typeId: string): Promise<StoredForm | undefined> {
  const [row] = await db
    .select({ id: approvalForms.id, version: approvalForms.version, definition: approvalForms.definition })
    .from(approvalForms)
    .where(eq(approvalForms.typeId, typeId))
    .orderBy(desc(approvalForms.version))
    .limit(1)
  return row
}

export async function formById(db: Executor, id: string): Promise<StoredForm | undefined> {
  const [row] = await db.select({ id: approvalForms.id, version: approvalForms.version, definition: approvalForms.definition }).from(approvalForms).where(eq(approvalForms.id, id))
  return row
}
