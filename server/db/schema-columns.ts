/** Columns every stamped table shares (./schema-base.ts, ./schema-hr.ts). */
import { sql } from 'drizzle-orm'
import { text, timestamp } from 'drizzle-orm/pg-core'

export const created = () => timestamp('creation_time', { withTimezone: true }).notNull().defaultNow()
/** A fresh stamp on every write lets an update detect that someone else saved first (409). */
export const stamp = () =>
  text('concurrency_stamp')
    .notNull()
    .default(sql`gen_random_uuid()::text`)
