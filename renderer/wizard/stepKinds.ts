/**
 * The step-kind registry of a wizard: a step's `kind` (default form) says how its data loads, how
 * it validates, what its save sends, where a refused save's field errors go and how it draws
 * (./step-kinds/ holds form, array and uploads). useWizard and WizardScreen ask the registry and
 * never switch over kinds. An application adds a kind with `defineStepKind` before rendering.
 */
import type { ComponentType } from 'react'
import type { Form } from '@formily/core'
import type { FieldEffectsContext } from '../fields/effects'
import type { ServerFieldError } from '../fields/serverErrors'
import { createKindRegistry, type KindDefinition } from '../kinds/registry'
import type { WizardStepSchema } from '../schema/types'
import type { Row } from './model'
import type { WizardController } from './useWizard'

/** What a step kind's hooks are given: the wizard, the step, its index and its state. */
export interface StepArgs<State = unknown> {
  wizard: WizardController
  step: WizardStepSchema
  index: number
  state: State
  /** false when the step's gating says `validate: false` (its fields are not checked) */
  checkFields: boolean
}

export interface StepLoadArgs {
  step: WizardStepSchema
  /** the wizard's form (a form step writes its data into it) */
  form: Form
  /** the answer of the step's api.get, or undefined when it has none */
  data: unknown
  /** the wizard's record (its parameters and api.get's answer) */
  record: Row
  readOnly: boolean
  /** the field effects' context, for a step that makes forms of its own (../fields/screenForm.ts) */
  effects: () => FieldEffectsContext | null
}

export interface StepKind<State = unknown> extends KindDefinition {
  /** its fields are fields of the wizard's form (linkage and effects across steps, top form saved with the first) */
  sharesForm?: boolean
  /** its `fields` are compiled (default true) */
  compiles?: boolean
  /** the step's state from its data (kept by the wizard under the step's key) */
  load(args: StepLoadArgs): State
  /** the step's first problem, or '' when it may be saved */
  validate?(args: StepArgs<State>): Promise<string> | string
  /** the body its api.save sends (before `bodyKey` wraps it) */
  body(args: StepArgs<State>): unknown
  /** a refused save's per-field messages under their fields */
  showErrors?(args: StepArgs<State>, errors: ServerFieldError[]): void
  /** follows the wizard's read-only state (e.g. a row form's pattern) */
  setReadOnly?(state: State, readOnly: boolean): void
  /** what a local draft keeps of the step (JSON), or undefined when nothing needs keeping (./drafts.ts) */
  draftOf?(args: StepArgs<State>): unknown
  /** the step's state with its draft put back (a form step writes into the wizard's form) */
  restoreDraft?(args: StepArgs<State>, draft: unknown): State
  /** calls `onInput` on input into the step's own forms (an array step's rows); returns the removal */
  watchInput?(state: State, onInput: () => void): () => void
  /** draws the step inside its tab */
  component: ComponentType<{ wizard: WizardController; index: number }>
}

export const stepKinds = createKindRegistry<StepKind<never>>('wizard step kind')

export function defineStepKind<State>(kind: StepKind<State>): StepKind<State> {
  stepKinds.define(kind as unknown as StepKind<never>)
  return kind
}

/** The kind of a step (default form). */
export const stepKindOf = (step: WizardStepSchema): StepKind<unknown> => stepKinds.require(step.kind ?? 'form') as unknown as StepKind<unknown>
