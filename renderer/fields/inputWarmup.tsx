/**
 * The first keystroke of a page's life ran code V8 had not compiled yet: antd's input handler,
 * Formily's onInput and its validation, React's update of the field (~70 KB of source first run
 * inside that keystroke, ~5 ms of compilation). Once a form has mounted and the browser is idle, a
 * throwaway copy of its first typed field takes one key (key-down, input, key-up), so the user's
 * first keystroke runs compiled code. Once per field kind and page; browsers without
 * requestIdleCallback (and jsdom) skip it.
 *
 * The copy lives in a React root of its own, on an element outside the document, in a form of its
 * own, and is gone a task later: nothing of the screen's tree (its contexts, its error boundaries,
 * its event handlers) sees it. Only antd's configuration and theme are handed over, so the copy
 * builds no styles the page does not already have.
 */
import { useContext, useEffect, useRef, type ReactElement, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfigProvider } from 'antd'
import { DesignTokenContext } from 'antd/es/theme/context'
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

/** Types into the control of its field once mounted, then calls `done` (the key's update is committed by then). */
function Typist(props: { children: ReactNode; done(): void }) {
  const box = useRef<HTMLDivElement>(null)
  const { done } = props
  useEffect(() => {
    const control = box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(TEXT_CONTROL)
    if (control) typeInto(control)
    done()
  }, [done])
  return <div ref={box}>{props.children}</div>
}

/** Mounts `element` in a root of its own outside the document, types one key into it and unmounts it. */
function warmOnce(element: ReactElement, wrap: (node: ReactNode) => ReactNode): void {
  const root = createRoot(document.createElement('div'))
  const form = createScreenForm({ specs: [], context: () => null })
  // unmounted in a later task: a root cannot unmount while it renders
  const done = () => setTimeout(() => root.unmount(), 0)
  root.render(
    wrap(
      <FormProvider form={form}>
        <Typist done={done}>{element}</Typist>
      </FormProvider>,
    ),
  )
}

/**
 * Warms the input path of a form once it is idle: `kind` names the field kind (warmed once per page),
 * `render` makes a fresh element of the field (a Formily field with the form's decorator).
 */
export function InputWarmup(props: { kind: string | undefined; render(): ReactElement }) {
  const { kind, render } = props
  const config = useContext(ConfigProvider.ConfigContext)
  const theme = useContext(DesignTokenContext)
  const latest = useRef({ config, theme })
  latest.current = { config, theme }
  useEffect(() => {
    const { requestIdleCallback: whenIdle, cancelIdleCallback: cancel } = window
    if (!kind || warmed.has(kind) || typeof whenIdle !== 'function') return
    const id = whenIdle(() => {
      if (warmed.has(kind)) return
      warmed.add(kind)
      const { config, theme } = latest.current
      warmOnce(render(), (node) => (
        <ConfigProvider.ConfigContext.Provider value={config}>
          <DesignTokenContext.Provider value={theme}>{node}</DesignTokenContext.Provider>
        </ConfigProvider.ConfigContext.Provider>
      ))
    })
    return () => cancel?.(id)
  }, [kind, render])
  return null
}
