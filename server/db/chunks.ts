/** Yields rows in chunks: PGlite handles ~200-row inserts well, one huge statement badly. */
export function chunks<T>(rows: readonly T[], size = 200): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}
