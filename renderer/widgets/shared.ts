/** Small helpers the widgets share (no endpoint, no text of their own). */

/** A Formily value that should be an array: anything else reads as []. */
export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : []
}

/** A monotonically increasing id: only the answer to the latest request is applied. */
export function createSequence() {
  let n = 0
  return { next: () => ++n, isLatest: (id: number) => id === n }
}
