/**
 * Route chunks: one chunk per stage of a visit instead of one per set of importers.
 *
 * Rolldown's automatic splitting puts every module into a chunk shared by exactly the entries
 * (static and dynamic) that reach it. With many lazy parts (dialogs, field kinds, side trees,
 * pickers) the modules a route needs at once fall into dozens of chunks: the newcomer's trip loaded
 * ~70 files, over HTTP/1.1's six connections per host a dozen round trips one after the other.
 *
 * A stage is a lazy module (the login page, the layout, the screen host, the list screen). Its chunk
 * holds what it imports statically that the entry (group 'boot') and the earlier stages do not. Lazy
 * parts that import a stage's modules load that stage's chunk, which the routes that open them have
 * loaded already. Groups do not take their modules' dependencies along
 * (includeDependenciesRecursively: false): a stage's dependencies are the entry's, an earlier
 * stage's or its own, so a stage's chunk imports only earlier ones and the chunks form no cycle.
 */
import path from 'node:path'
import type { Plugin } from 'vite'

export interface RouteStage {
  /** the chunk's name */
  name: string
  /** the stage's module, relative to the project root (e.g. 'src/layout/AppLayout.tsx') */
  module: string
}

/** What a stage's walk reads of the module graph (the plugin context in a build). */
export interface ModuleGraph {
  ids(): Iterable<string>
  info(id: string): { isEntry: boolean; importedIds: readonly string[]; code: string | null } | null
  resolve(source: string, importer: string): Promise<string | null>
}

// Index modules of packages without import-time side effects (antd's, the icons', rc-field-form's):
// a module importing { Button } from one reaches ./button, not the 70 components the index names,
// which tree-shaking drops. A name the index does not simply pass on (its own code, `export *` of a
// module that is not an index) takes the whole index.
const INDEX = /[\\/]node_modules[\\/](?:antd|@ant-design[\\/]icons|rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/](?:icons[\\/])?index\.js$/
const IMPORT = /import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g
const NAMESPACE = /import\s*\*\s*as\s+[\w$]+\s+from\s*['"]([^'"]+)['"]/g
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g
const LOCAL_EXPORT = /export\s*\{([^}]*)\}\s*;?(?!\s*from)/g
const STAR = /export\s*\*\s*from\s*['"]([^'"]+)['"]/g

/** `a, b as c` -> [[a, a], [b, c]] (imported name, local or exported name) */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim().split(/\s+as\s+/))
    .filter((s) => s[0] && !s[0].startsWith('type '))
    .map((s) => [s[0], s[1] ?? s[0]] as const)

type Exports = Map<string, string>

/** name -> module an index passes it on from; names it defines itself are missing. */
async function indexExports(graph: ModuleGraph, index: string, cache: Map<string, Exports>): Promise<Exports> {
  const known = cache.get(index)
  if (known) return known
  const map: Exports = new Map()
  cache.set(index, map)
  const code = graph.info(index)?.code ?? ''
  const imported = new Map<string, string>()
  for (const m of code.matchAll(IMPORT)) {
    const target = await graph.resolve(m[3], index)
    if (!target) continue
    if (m[1]) imported.set(m[1], target)
    for (const [, local] of specifiers(m[2] ?? '')) imported.set(local, target)
  }
  for (const m of code.matchAll(REEXPORT)) {
    const target = await graph.resolve(m[2], index)
    if (target) for (const [, exported] of specifiers(m[1])) map.set(exported, target)
  }
  for (const m of code.matchAll(LOCAL_EXPORT)) {
    for (const [local, exported] of specifiers(m[1])) {
      const target = imported.get(local)
      if (target) map.set(exported, target)
    }
  }
  // `export *` of another index passes its names on; of any other module, its names are missing
  for (const m of code.matchAll(STAR)) {
    const target = await graph.resolve(m[1], index)
    if (!target || !INDEX.test(target)) continue
    for (const [k, v] of await indexExports(graph, target, cache)) if (!map.has(k)) map.set(k, v)
  }
  return map
}

/** The modules `roots` import statically, through an index module only to the names taken from it. */
export async function staticClosure(graph: ModuleGraph, roots: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>()
  const cache = new Map<string, Exports>()
  const todo = [...roots]
  /** an index taken whole is walked as any module */
  const whole = new Set<string>()
  const takeIndex = async (index: string, names: string[] | null) => {
    const exported = await indexExports(graph, index, cache)
    const targets = names?.map((n) => exported.get(n))
    if (!targets || targets.some((t) => !t)) {
      whole.add(index)
      todo.push(index)
    } else todo.push(...(targets as string[]))
  }
  while (todo.length) {
    const id = todo.pop() as string
    if (seen.has(id)) continue
    const info = graph.info(id)
    if (INDEX.test(id) && !whole.has(id)) continue
    seen.add(id)
    if (!info) continue
    const indexes = new Set(info.importedIds.filter((dep) => INDEX.test(dep)))
    todo.push(...info.importedIds.filter((dep) => !indexes.has(dep)))
    if (!indexes.size) continue
    const code = info.code ?? ''
    const named = new Map<string, string[] | null>()
    const take = (index: string, names: string[] | null) => {
      const had = named.get(index)
      named.set(index, had === null || names === null ? null : [...(had ?? []), ...names])
    }
    for (const m of code.matchAll(IMPORT)) {
      const from = await graph.resolve(m[3], id)
      if (from && indexes.has(from)) take(from, [...(m[1] ? ['default'] : []), ...specifiers(m[2] ?? '').map(([n]) => n)])
    }
    for (const m of code.matchAll(REEXPORT)) {
      const from = await graph.resolve(m[2], id)
      if (from && indexes.has(from)) take(from, specifiers(m[1]).map(([n]) => n))
    }
    for (const m of [...code.matchAll(NAMESPACE), ...code.matchAll(STAR)]) {
      const from = await graph.resolve(m[1], id)
      if (from && indexes.has(from)) take(from, null)
    }
    // an index imported in a way the patterns above do not read is taken whole
    for (const index of indexes) await takeIndex(index, named.has(index) ? (named.get(index) as string[] | null) : null)
  }
  return seen
}

/** Which stage each module belongs to: the entries' static imports are `boot`'s, then each stage takes what is left of its own. */
export async function stageOwners(graph: ModuleGraph, root: string, boot: string, stages: readonly RouteStage[]): Promise<Map<string, string>> {
  const owner = new Map<string, string>()
  const all = [...graph.ids()]
  const claim = async (roots: string[], name: string) => {
    for (const id of await staticClosure(graph, roots)) if (!owner.has(id)) owner.set(id, name)
  }
  await claim(
    all.filter((id) => graph.info(id)?.isEntry),
    boot,
  )
  for (const stage of stages) {
    const file = path.resolve(root, stage.module)
    await claim(
      all.filter((id) => id.split('?')[0] === file),
      stage.name,
    )
  }
  return owner
}

/**
 * The plugin reads the module graph when the build ends; `groups` go into
 * build.rolldownOptions.output.codeSplitting.groups, after the groups that must keep their modules
 * (React's, alova's).
 */
export function routeChunks(root: string, boot: string, stages: readonly RouteStage[]) {
  let owner = new Map<string, string>()
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    async buildEnd() {
      const graph: ModuleGraph = {
        ids: () => this.getModuleIds(),
        info: (id) => this.getModuleInfo(id),
        resolve: async (source, importer) => (await this.resolve(source, importer))?.id ?? null,
      }
      owner = await stageOwners(graph, root, boot, stages)
    },
  }
  const groups = [boot, ...stages.map((s) => s.name)].map((name) => ({
    name,
    test: (id: string) => owner.get(id) === name,
    includeDependenciesRecursively: false,
  }))
  return { plugin, groups }
}
