/**
 * One registry per extension point of the renderer (screen, dialog, action, column, step and field
 * kinds): a schema names a kind by `name`; the view that draws it asks its registry and never
 * switches over names. An application adds a kind with the extension point's `define…Kind`
 * before rendering; a later definition of the same name replaces the earlier one (the way a
 * preset overrides a built-in).
 */
export interface KindDefinition {
  name: string
}

export interface KindRegistry<K extends KindDefinition> {
  /** registers the kind (replacing one of the same name) and returns it */
  define(kind: K): K
  /** the kind of that name, or undefined */
  get(name: string): K | undefined
  /** the kind of that name; an unknown name throws, naming the known ones */
  require(name: string): K
  names(): string[]
}

/** `what` names the extension point in errors, e.g. "column kind". */
export function createKindRegistry<K extends KindDefinition>(what: string): KindRegistry<K> {
  const kinds = new Map<string, K>()
  return {
    define(kind) {
      if (!kind.name) throw new Error(`renderer: a ${what} needs a name`)
      kinds.set(kind.name, kind)
      return kind
    },
    get: (name) => kinds.get(name),
    require(name) {
      const kind = kinds.get(name)
      if (!kind) throw new Error(`renderer: unknown ${what} "${name}" (known: ${[...kinds.keys()].join(', ')})`)
      return kind
    },
    names: () => [...kinds.keys()],
  }
}
