/**
 * Idle shells of heavy controls in forms of many fields. A control whose component stack is heavy
 * (antd's Select and DatePicker: a trigger, a popup, a dozen hooks; InputNumber: its step handlers
 * and hooks; in a 300-field form the 50 Selects and 50 DatePickers were a quarter of the mount) may
 * register a shell: its idle look as plain markup with antd's own classes (so antd's stylesheet
 * draws it exactly, error border included), focusable. In a form of many fields (FormFields,
 * SHELLED_FORM_FIELDS) the field shows the shell and becomes the real control the moment it is
 * used: the pointer reaching it (before the press, so the press opens the real one), or focus
 * (keyboard), which moves on into the real control. Disabled, read-only and read-pretty fields,
 * and props a shell does not draw, get the real control at once.
 */
import { useContext, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react'
import { flushSync } from 'react-dom'
import { useField } from '@formily/react'
import type { Field } from '@formily/core'
import { FieldLookContext, type FieldLook } from './fieldLook'

export interface ShellProps {
  props: Record<string, unknown>
  field: Field
  look: FieldLook
  /** the shell's root element's ref */
  anchor(node: HTMLElement | null): void
  /** becomes the real control (the shell's pointerenter and focus) */
  use(e: { type: string }): void
}

export interface IdleShell {
  /** the control's own props the shell draws besides the field's (any other one set: the real control) */
  draws: readonly string[]
  /** the shell's markup, or null when it cannot draw these props (the real control then) */
  render(p: ShellProps): ReactElement | null
}

/** What Formily hands every field component, and the look every shell takes over. */
const FIELD_PROPS = ['value', 'onChange', 'onFocus', 'onBlur', 'placeholder', 'style', 'className', 'disabled', 'readOnly']

/** An empty value as a control shows it (its placeholder). */
export const emptyValue = (v: unknown) => v === undefined || v === null || v === ''

const deferredOf = new WeakMap<object, ComponentType<Record<string, unknown>>>()

/** Registers `shell` as the idle look of `Real` in forms of many fields; returns `Real`. */
export function withIdleShell<C extends object>(Real: C, shell: IdleShell): C {
  const Component = Real as unknown as ComponentType<Record<string, unknown>>
  const drawn = new Set([...FIELD_PROPS, ...shell.draws])
  const drawable = (props: Record<string, unknown>) => Object.keys(props).every((k) => drawn.has(k) || props[k] === undefined)
  function ShellUntilUsed(props: Record<string, unknown>) {
    const field = useField<Field>()
    const look = useContext(FieldLookContext)
    const [used, setUsed] = useState(false)
    // the shell's parent, which holds the real control once used: focus moves on there
    const parent = useRef<HTMLElement | null>(null)
    const focusReal = useRef(false)
    useLayoutEffect(() => {
      if (!used || !focusReal.current) return
      focusReal.current = false
      parent.current?.querySelector<HTMLElement>('input:not([type=hidden]), [tabindex]')?.focus()
    }, [used])
    const idle = !used && look?.shelled && field && field.pattern === 'editable' && !props.disabled && !props.readOnly && drawable(props)
    const shown = idle
      ? shell.render({
          props,
          field,
          look,
          anchor(node) {
            if (node) parent.current = node.parentElement
          },
          use(e) {
            if (e.type === 'focus') focusReal.current = true
            flushSync(() => setUsed(true))
          },
        })
      : null
    return shown ?? <Component {...props} />
  }
  ShellUntilUsed.displayName = `IdleShell(${Component.displayName ?? Component.name ?? 'Control'})`
  deferredOf.set(Real, ShellUntilUsed)
  return Real
}

/** The component a form of many fields uses for `component`: its shell-until-used, or itself when it has none. */
export function idleShellOf<C>(component: C): C {
  return ((component && deferredOf.get(component as object)) ?? component) as C
}
