/**
 * Optimistic concurrency (docs/contracts.md, "HTTP"): every editable aggregate carries a
 * `concurrency_stamp`; an update names the stamp it was read with and writes only when it is still
 * current. One helper for every update route, so none can forget the check.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/types'
import { conflict, fail, MESSAGES } from './envelope'

/** A fresh stamp (the one generator: every write of an aggregate takes a new one). */
export const newStamp = (): string => crypto.randomUUID()

/** The stamp of a body: 400 '缺少并发标记，请刷新后重试' when there is none. */
export function requireStamp(stamp: unknown): string {
  if (typeof stamp !== 'string' || !stamp.trim()) throw fail('ConcurrencyStamp', MESSAGES.noStamp)
  return stamp
}

type Stamped = PgTable & { concurrencyStamp: PgColumn }

/**
 * `UPDATE table SET ..., concurrency_stamp = <new> WHERE <where> AND concurrency_stamp = <stamp>`:
 * 400 without a stamp, 409 '数据已被其他人修改，请刷新后重试' when the row's stamp moved on (nothing is
 * written; inside a transaction the caller's other writes roll back with it). Answers the saved row.
 */
export async function updateStamped<T extends Stamped>(tx: Executor, table: T, where: SQL, stamp: unknown, set: PgUpdateSetSource<T>): Promise<T['$inferSelect']> {
  const given = requireStamp(stamp)
  const rows = (await tx
    .update(table)
    .set({ ...set, concurrencyStamp: newStamp() } as PgUpdateSetSource<T>)
    .where(and(where, eq(table.concurrencyStamp, given)))
    .returning()) as T['$inferSelect'][]
  if (!rows.length) throw conflict()
  return rows[0]
}
