/** The entity ids a screen schema names (pure: the registry and its tests use it). */
import { screenReferences } from '../../common/schema-walk'

/**
 * Every `entity` a screen schema names at any depth (its own, its dialogs', a wizard's steps' and
 * array steps', a tabs screen's lists'), found by the one schema walker the checker uses.
 */
export function entityNames(schema: unknown): Set<string> {
  return new Set(screenReferences(schema).filter((r) => r.kind === 'entity').map((r) => r.name))
}
