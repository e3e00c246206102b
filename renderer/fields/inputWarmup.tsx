/**
 * The first keystroke of a page's life ran code V8 had not compiled yet: antd's input handler,
 * Formily's onInput, its validation and the server-message effect, React's update of the field (a
 * precise-coverage diff: ~70 KB of source first run inside that keystroke, ~5 ms of compilation).
 * Once a form has mounted and the browser is idle, a throwaway copy of its first typed field, in a form of
 * its own and outside the document, takes one key (key-down, input, key-up), so the user's first
 * keystroke runs compiled code. Once per field kind and page; nothing of the screen's form is
 * touched. Browsers without requestIdleCallback (and jsdom) skip it.
 */
import { useCallback, useEffect, useMemo, useState, type ReactElement, type SyntheticEvent } from 'react'
import { createPortal } from 'react-dom'
import { FormProvider } from '@formily/react'
import { createScreenForm } from './screenForm'

const warmed = new Set<string>()

/** The text controls a key reaches (antd's Input and TextArea), not a Select's search box (its popup). */
const TEXT_CONTROL = 'input.ant-input:not([readonly]):not([disabled]), textarea.ant-input:not([readonly]):not([disabled])'

function typeInto(control: HTMLInputElement | HTMLTextAreaElement): void {
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  if (!setValue) return
  control.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', bubbles: true }))
  setValue.call(control, control.value + 'a')
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', code: 'KeyA', bubbles: true }))
}

const stop = (e: SyntheticEvent) => e.stopPropagation()

function Throwaway(props: { element: ReactElement; onDone(): void }) {
  const form = useMemo(() => createScreenForm({ specs: [], context: () => null }), [])
  const container = useMemo(() => document.createElement('div'), [])
  const { onDone } = props
  useEffect(() => {
    const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(TEXT_CONTROL)
    if (control) typeInto(control)
    // unmounted once the key's update has committed (it is flushed before the next task)
    const t = setTimeout(onDone, 0)
    return () => clearTimeout(t)
  }, [container, onDone])
  // a portal's events bubble through the React tree: the throwaway key stops here, before the screen's handlers
  return createPortal(
    <div onKeyDown={stop} onKeyUp={stop} onInput={stop} onChange={stop} onFocus={stop} onBlur={stop}>
      <FormProvider form={form}>{props.element}</FormProvider>
    </div>,
    container,
  )
}

/**
 * Warms the input path of a form once it is idle: `kind` names the field kind (warmed once per page),
 * `render` makes a fresh element of the field (a Formily field of the enclosing layout's look).
 */
export function InputWarmup(props: { kind: string | undefined; render(): ReactElement }) {
  const { kind, render } = props
  const [element, setElement] = useState<ReactElement | null>(null)
  useEffect(() => {
    const { requestIdleCallback: whenIdle, cancelIdleCallback: cancel } = window
    if (!kind || warmed.has(kind) || typeof whenIdle !== 'function') return
    const id = whenIdle(() => {
      if (warmed.has(kind)) return
      warmed.add(kind)
      setElement(render())
    })
    return () => cancel?.(id)
  }, [kind, render])
  const done = useCallback(() => setElement(null), [])
  return element ? <Throwaway element={element} onDone={done} /> : null
}
