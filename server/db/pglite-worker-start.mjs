// The PGlite worker's entry: a worker does not inherit the TypeScript loader (vitest has none,
// and Node 20 does not pass `--import tsx` on to workers), so it registers tsx itself.
import { register } from 'tsx/esm/api'

register()
await import('./pglite-worker.ts')
