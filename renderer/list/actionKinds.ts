/**
 * The action-kind registry: a button's `action.kind` names what a click does (open a dialog,
 * delete, upload, export, ...; the built-in kinds are in ./action-kinds/). The list screen hands each
 * kind an ActionContext (the list, the row or side-tree node the button belongs to, and the
 * screen's services) and never switches over kinds. An application adds a kind with
 * `defineActionKind` before rendering.
 */
import type { ComponentType } from 'react'
import type { DataProvider } from '../data/provider'
import type { OpenDialog } from '../dialog/dialogKinds'
import { createKindRegistry, type KindDefinition } from '../kinds/registry'
import type { useFeedback } from '../locale'
import type { ButtonSpec } from '../schema/types'
import type { TreeNode } from '../tree/tree'
import type { useFileActions } from './fileActions'
import type { useDelete } from './useDelete'
import type { ListController, Row } from './useListController'

export interface ActionContext {
  list: ListController
  /** the row of a row action */
  row?: Row
  /** the side-tree node of a tree menu action */
  node?: TreeNode
  dp: DataProvider
  message: ReturnType<typeof useFeedback>['message']
  files: ReturnType<typeof useFileActions>
  deleter: ReturnType<typeof useDelete>
  emit(name: string, payload?: unknown): void
  /** shows a dialog of the screen's `dialogs` */
  openDialog(open: OpenDialog): void
  /** shows the screen of a menu route over this one; the list reloads when it closes */
  openScreen(open: { route: string; title?: string; params: Record<string, string> }): void
  /** sets one part of the list's query (the search form, the side tree and each action own a part) and reloads */
  setQuery(part: string, values: Record<string, unknown>): void
}

export interface ActionKind<A = never> extends KindDefinition {
  /** runs the action; while a returned promise is pending its button shows loading */
  run(action: A, ctx: ActionContext): void | Promise<unknown>
  /** the button shows loading while this holds (e.g. an upload in progress) */
  busy?(ctx: ActionContext): boolean
  /** the action works on the selected rows: the table shows row checkboxes only while such a button is granted */
  usesSelection?(action: A): boolean
  /** a toolbar control other than a plain button (e.g. the sort drop-down) */
  toolbar?: ComponentType<{ button: ButtonSpec; action: A; ctx: ActionContext }>
}

export const actionKinds = createKindRegistry<ActionKind<never>>('action kind')

export function defineActionKind<A>(kind: ActionKind<A>): ActionKind<A> {
  actionKinds.define(kind as unknown as ActionKind<never>)
  return kind
}
