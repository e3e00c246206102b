/**
 * A page and its total in one round trip: the count goes into the page's select as a scalar
 * subquery, which PostgreSQL runs once. On the embedded database a statement's fixed cost
 * (parse, describe, bind, sync) is a good part of a short list's time, so this saves one of two.
 */
import { sql, type SQLWrapper } from 'drizzle-orm'

/** The column `total` of a page select; `counted` is a select of one count column under the page's conditions. */
export const totalColumn = (counted: SQLWrapper) => sql<number>`(${counted})`.mapWith(Number)

/**
 * The total of a page read with `totalColumn`: its first row's; an empty page has none, so past
 * the start the count runs alone (a page past the end still tells how many there are).
 */
export async function pageTotal(rows: readonly { total: number }[], skip: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return rows[0].total
  return skip > 0 ? count() : 0
}
