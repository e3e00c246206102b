/**
 * The form components of the text kinds (./text.ts): Formily's antd Input and TextArea (Password
 * loads with its first form, ./forms.ts). An Input field that is not read-pretty draws the plain
 * control below (../plainControl.tsx): typing into it re-renders nothing.
 */
import { cloneElement, createElement, useContext, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react'
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined'
import { reaction } from '@formily/reactive'
import { observer } from '@formily/react'
import type { Field } from '@formily/core'
import { Input } from '@formily/antd-v5/esm/input'
import { FieldLookContext } from '../fieldLook'
import { withPlainControl, type PlainControlProps } from '../plainControl'
import { staticIcon } from '../staticIcon'
import { typedValue } from '../typedValue'

/** antd's clear icon, the same for every text field, as plain markup (../staticIcon.ts) */
const CLEAR_ICON = staticIcon(CloseCircleFilled)
const CLEAR = { clearIcon: CLEAR_ICON }
const LOADING = cloneElement(staticIcon(LoadingOutlined), { className: 'anticon anticon-loading anticon-spin' })

function InputControl(props: Record<string, unknown>) {
  return createElement(Input as ComponentType<Record<string, unknown>>, { ...props, allowClear: props.allowClear === true ? CLEAR : props.allowClear })
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/** Formily's Input shows a spinner in the suffix while the field validates remotely. */
const Pending = observer(function Pending(props: { field: Field }) {
  return props.field.loading || props.field.validating ? LOADING : null
})

/**
 * An Input field's plain control: antd Input's markup with allowClear (the affix wrapper, the
 * input, the suffix with the clear button and Formily's spinner slot), the input uncontrolled. In a
 * long form (LONG_FORM_FIELDS) what is typed reaches the field after the frame that shows it
 * (../typedValue.ts); a shorter form writes it at once, so its linkages, drafts and leave checks
 * see it within the event, as they always did.
 * What rc-input keeps in state (the focus, whether there is a value to clear) is a class set here
 * on the element after every render, on focus and blur and with each write of the value, so React
 * never re-renders for it.
 */
function PlainTextInput({ field, props, disabled, readOnly }: PlainControlProps) {
  const look = useContext(FieldLookContext)
  const wrapper = useRef<HTMLSpanElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const clear = useRef<HTMLButtonElement>(null)
  const p = look ? look.prefixCls('input') : 'ant-input'
  const hash = look?.hashId ?? ''
  const clearable = props.allowClear !== undefined && props.allowClear !== false

  const paint = () => {
    const el = input.current
    if (!el) return
    // while a typed value waits for its write (../typedValue.ts), the input holds the newer text
    const v = typed.pending() ? el.value : text(field.value)
    if (el.value !== v) el.value = v
    // the attribute follows too, as React keeps it for a controlled input (`input[value=...]` finds it)
    if (el.getAttribute('value') !== v) el.setAttribute('value', v)
    wrapper.current?.classList.toggle(`${p}-affix-wrapper-focused`, document.activeElement === el)
    wrapper.current?.classList.toggle(`${p}-affix-wrapper-input-with-clear-btn`, clearable && v !== '')
    clear.current?.classList.toggle(`${p}-clear-icon-hidden`, v === '' || disabled || readOnly)
  }
  // the reaction below outlives this render: it paints with the latest props
  const latestPaint = useRef(paint)
  latestPaint.current = paint
  const typed = useMemo(() => typedValue(field, () => input.current?.value), [field])
  useLayoutEffect(paint)
  useLayoutEffect(() => {
    const dispose = reaction(
      () => field.value,
      () => {
        typed.drop()
        latestPaint.current()
      },
    )
    return () => {
      dispose()
      typed.flush()
    }
  }, [field, typed])

  return (
    <span ref={wrapper} className={`${p}-affix-wrapper${disabled ? ` ${p}-disabled ${p}-affix-wrapper-disabled` : ''}${readOnly ? ` ${p}-affix-wrapper-readonly` : ''} ${hash} ${p}-outlined${props.className ? ` ${props.className as string}` : ''}`} style={props.style as object | undefined}>
      <input
        ref={input}
        type="text"
        className={`${p}${disabled ? ` ${p}-disabled` : ''} ${hash}`}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={props.placeholder as string | undefined}
        maxLength={props.maxLength as number | undefined}
        autoComplete={props.autoComplete as string | undefined}
        defaultValue={text(field.value)}
        onChange={(e) => {
          // a short form writes at once; a long one after the frame (../typedValue.ts), and the
          // classes follow with the write, so the key's task dirties no style
          if (look?.long) typed.typed()
          else void field.onInput(e.target.value)
        }}
        onKeyDown={typed.flush}
        onFocus={(e) => {
          paint()
          void field.onFocus(e)
        }}
        onBlur={(e) => {
          typed.flush()
          paint()
          void field.onBlur(e)
        }}
      />
      <span className={`${p}-suffix`}>
        {clearable ? (
          <button
            ref={clear}
            type="button"
            tabIndex={-1}
            className={`${p}-clear-icon ${p}-clear-icon-has-suffix`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              // the value first: focusing paints the field's value into the input
              typed.drop()
              void field.onInput('')
              input.current?.focus()
            }}
          >
            {CLEAR_ICON}
          </button>
        ) : null}
        <span>
          <Pending field={field} />
        </span>
      </span>
    </span>
  )
}

export const TextInput = withPlainControl(InputControl, {
  draws: ['allowClear', 'placeholder', 'maxLength', 'autoComplete', 'className', 'style'],
  component: PlainTextInput,
})

export const TextArea = Input.TextArea
