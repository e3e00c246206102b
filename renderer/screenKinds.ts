/**
 * The screen-kind registry: a screen schema's `kind` names the component that renders it
 * (ScreenRenderer asks the registry; ./screen-kinds/ holds the built-in list, form, wizard and tabs
 * kinds). An application adds a kind with `defineScreenKind` before rendering.
 */
import type { ComponentType, Ref } from 'react'
import type { EntitySchema } from '../common/entity-fields'
import { createKindRegistry, type KindDefinition } from './kinds/registry'
import type { ScreenHandle } from './screenHandle'

export interface ScreenKindProps<S = Record<string, unknown>> {
  schema: S
  /** entity schemas by $id (at least those the screen names) */
  entities: Record<string, EntitySchema>
  /** the page's query/route parameters */
  params?: Record<string, string | undefined>
  /** the host's handle on the screen (./screenHandle.ts) */
  handle?: Ref<ScreenHandle>
}

export interface ScreenKind<S = never> extends KindDefinition {
  /** renders the screen; it may suspend while its code loads (the host's Suspense shows its loading state) */
  component: ComponentType<ScreenKindProps<S>>
  /**
   * a kind whose code loads on demand starts loading it (`preloadScreenKind`); given the screen, also
   * what that screen needs before it can mount (a form's field kinds)
   */
  preload?(screen?: { schema: S; entities: Record<string, EntitySchema> }): Promise<unknown>
}

export const screenKinds = createKindRegistry<ScreenKind<never>>('screen kind')

export function defineScreenKind<S>(kind: ScreenKind<S>): ScreenKind<S> {
  screenKinds.define(kind as unknown as ScreenKind<never>)
  return kind
}

/**
 * Starts loading the code of a screen kind that loads on demand, so that its screen mounts without
 * waiting: a host calls it as soon as it knows the schema's kind, and again with the schema and its
 * entities once it has them (a form screen's field kinds then load too). Resolves when all that is
 * there (at once for an unknown kind or one without `preload`); a failed load is reported by the render.
 */
export function preloadScreenKind(name: string, screen?: { schema: object; entities: Record<string, EntitySchema> }): Promise<void> {
  return Promise.resolve(screenKinds.get(name)?.preload?.(screen as never)).then(
    () => undefined,
    () => undefined,
  )
}
