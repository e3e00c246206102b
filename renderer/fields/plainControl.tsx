/**
 * Fields whose control keeps its own value. Formily's ReactiveField reads `field.value` to hand it
 * to the control, so each keystroke re-rendered the typed field's stack (ReactiveField, FieldItem,
 * Formily's connect, antd's Input, rc-input): 7-11 ms of a key's 12-17 ms task in the 300-field
 * form, traced. A field kind may register a plain control: a native, uncontrolled control in antd's
 * markup and classes (antd's stylesheet draws it) that writes what the user types to the field
 * (`field.onInput`) and shows values set from elsewhere (a reset, a linkage, a loaded record)
 * through a reaction on `field.value`. Its field (PlainValueField, in place of Formily's Field)
 * renders the decorator and that control without reading the value, so typing re-renders nothing.
 * A read-pretty field, or one whose props the plain control does not draw, gets the real control
 * through Formily's own ReactiveField (a disabled or read-only one keeps the plain control, so the
 * same element stays when a form turns editable).
 */
import { createElement, useEffect, type ComponentType } from 'react'
import type { Field, GeneralField } from '@formily/core'
import { toJS } from '@formily/reactive'
import { FieldContext, observer, useField, useForm } from '@formily/react'
import { ReactiveField } from '@formily/react/esm/components/ReactiveField'

export interface PlainControlProps {
  field: Field
  /** the field's component props (all of them among the plain control's `draws`) */
  props: Record<string, unknown>
  /** as Formily's ReactiveField hands them to a control: from the field's pattern or the props */
  disabled: boolean
  readOnly: boolean
}

export interface PlainControl {
  /** the component props it draws besides `disabled` and `readOnly` (any other one set: the real control) */
  draws: readonly string[]
  component: ComponentType<PlainControlProps>
}

const plainOf = new WeakMap<object, { draws: Set<string>; component: ComponentType<PlainControlProps> }>()

/** Registers `plain` as the control of `Real`'s editable fields; returns `Real`. */
export function withPlainControl<C extends object>(Real: C, plain: PlainControl): C {
  plainOf.set(Real, { draws: new Set([...plain.draws, 'disabled', 'readOnly']), component: plain.component })
  return Real
}

/** Whether `component` has a plain control (FormFields then mounts its fields as PlainValueField). */
export function hasPlainControl(component: unknown): boolean {
  return Boolean(component && plainOf.has(component as object))
}

const PlainReactiveField = observer(function PlainReactiveField(props: { field: Field }) {
  const { field } = props
  const plain = plainOf.get(field.componentType as object)
  const componentProps = toJS(field.componentProps) as Record<string, unknown>
  const drawable = plain && field.pattern !== 'readPretty' && Object.keys(componentProps).every((k) => plain.draws.has(k) || componentProps[k] === undefined)
  if (!drawable) return createElement(ReactiveField as ComponentType<{ field: GeneralField }>, { field })
  if (field.display !== 'visible') return null
  const disabled = field.pattern === 'disabled' || componentProps.disabled === true
  const readOnly = field.pattern === 'readOnly' || componentProps.readOnly === true
  const control = createElement(plain.component, { field, props: componentProps, disabled, readOnly })
  return field.decoratorType ? createElement(field.decoratorType as ComponentType, toJS(field.decoratorProps) as object, control) : control
})

/** Formily's Field (the same props, the same field) for a kind with a plain control. */
export function PlainValueField(props: Record<string, unknown> & { name: string }) {
  const form = useForm()
  const parent = useField()
  const field = form.createField({ basePath: parent?.address, ...props })
  useEffect(() => {
    field.onMount()
    return () => field.onUnmount()
  }, [field])
  return createElement(FieldContext.Provider, { value: field }, createElement(PlainReactiveField, { field }))
}
