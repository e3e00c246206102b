/**
 * The form-item decorator of compiled fields (`x-decorator: 'FormItem'`): label with the required
 * asterisk, the control, the feedback under it and the description. It replaces @formily/antd-v5's
 * FormItem, which costs a style hook, an overflow observer and a popover per field; this one is a
 * few divs styled by fieldItem.css (antd's default theme), so a 300-field form mounts faster.
 *
 * Layout comes from the enclosing FormLayout (labelWidth, layout, colon, labelAlign,
 * feedbackLayout, labelCol/wrapperCol); readPretty and disabled are the control's own business
 * (the asterisk hides in readPretty, as antd-v5's FormItem does). Error texts carry antd's class
 * names (`ant-form-item-explain-error`, `-warning`, `-success`).
 */
import type { CSSProperties, ReactNode } from 'react'
import { isVoidField, type Field, type GeneralField } from '@formily/core'
import { observer, useField } from '@formily/react'
import { FormLayoutShallowContext, useFormLayout } from '@formily/antd-v5/esm/form-layout'
import './fieldItem.css'

export interface FieldItemProps {
  className?: string
  style?: CSSProperties
  label?: ReactNode
  asterisk?: boolean
  colon?: boolean
  extra?: ReactNode
  /** overrides the field's messages */
  feedbackText?: ReactNode
  feedbackStatus?: 'error' | 'warning' | 'success' | 'pending'
  feedbackLayout?: 'loose' | 'terse' | 'popover' | 'none'
  layout?: 'vertical' | 'horizontal' | 'inline'
  labelAlign?: 'left' | 'right'
  labelWidth?: number | 'auto'
  wrapperWidth?: number | 'auto'
  labelCol?: number
  wrapperCol?: number
  labelWrap?: boolean
  addonBefore?: ReactNode
  addonAfter?: ReactNode
  children?: ReactNode
}

const EMPTY = {}

function messages(list: string[]): string | undefined {
  const texts = list.filter(Boolean)
  return texts.length ? texts.join(', ') : undefined
}

function feedbackOf(field: Field, props: FieldItemProps): { status?: string; text?: ReactNode } {
  if (field.validating) return { status: 'pending' }
  const status = props.feedbackStatus ?? (field.decoratorProps as FieldItemProps).feedbackStatus ?? field.validateStatus
  if (props.feedbackText) return { status, text: props.feedbackText }
  if (field.selfErrors.length) return { status, text: messages(field.selfErrors) }
  if (field.selfWarnings.length) return { status, text: messages(field.selfWarnings) }
  if (field.selfSuccesses.length) return { status, text: messages(field.selfSuccesses) }
  return { status }
}

const colStyle = (span: number | undefined): CSSProperties | undefined =>
  span ? { flex: `0 0 ${(span / 24) * 100}%`, maxWidth: `${(span / 24) * 100}%` } : undefined

export const FieldItem = observer(function FieldItem(props: FieldItemProps) {
  const general = useField() as GeneralField | null
  const layout = useFormLayout()
  const field = general && !isVoidField(general) ? (general as Field) : null

  const label = props.label ?? general?.title
  const extra = props.extra ?? general?.description
  const asterisk = 'asterisk' in props ? props.asterisk : Boolean(field?.required && field.pattern !== 'readPretty')
  const feedback = field ? feedbackOf(field, props) : EMPTY as { status?: string; text?: ReactNode }

  const mode = props.layout ?? layout.layout ?? 'horizontal'
  const colon = props.colon ?? layout.colon ?? true
  const labelAlign = mode === 'vertical' ? (props.labelAlign ?? 'left') : (props.labelAlign ?? layout.labelAlign ?? 'right')
  const feedbackLayout = props.feedbackLayout ?? layout.feedbackLayout ?? 'loose'
  const labelWidth = props.labelWidth ?? layout.labelWidth
  const wrapperWidth = props.wrapperWidth ?? layout.wrapperWidth
  const labelCol = props.labelCol ?? layout.labelCol
  const wrapperCol = props.wrapperCol ?? layout.wrapperCol
  const grid = !labelWidth && !wrapperWidth && mode !== 'vertical' && Boolean(labelCol || wrapperCol)

  let labelStyle: CSSProperties | undefined
  if (labelWidth && labelWidth !== 'auto') labelStyle = { width: labelWidth, maxWidth: labelWidth }
  else if (grid) labelStyle = colStyle(labelCol)
  const wrapperStyle = wrapperWidth && wrapperWidth !== 'auto' ? { width: wrapperWidth, maxWidth: wrapperWidth } : undefined

  let className = `renderer-item renderer-item-${mode} renderer-item-label-${labelAlign} renderer-item-feedback-${feedbackLayout}`
  if (feedback.status) className += ` renderer-item-${feedback.status}`
  if (feedback.text) className += ' renderer-item-has-feedback'
  if (props.labelWrap ?? layout.labelWrap) className += ' renderer-item-label-wrap'
  if (props.className) className += ` ${props.className}`

  const showFeedback = Boolean(feedback.text) && feedbackLayout !== 'none'
  const explainClass = feedback.status === 'error' || feedback.status === 'warning' || feedback.status === 'success' ? `ant-form-item-explain-${feedback.status}` : ''

  return (
    <div className={className} style={props.style}>
      {label ? (
        <div className="renderer-item-label" style={labelStyle}>
          <span className="renderer-item-label-content">
            {asterisk ? <span className="renderer-item-asterisk">*</span> : null}
            <label>{label}</label>
          </span>
          {label !== ' ' ? <span className="renderer-item-colon">{colon ? ':' : ''}</span> : null}
        </div>
      ) : null}
      <div className="renderer-item-control" style={grid && label ? colStyle(wrapperCol) : undefined}>
        <div className="renderer-item-control-content">
          {props.addonBefore ? <div className="renderer-item-addon-before">{props.addonBefore}</div> : null}
          <div className="renderer-item-control-component" style={wrapperStyle}>
            <FormLayoutShallowContext.Provider value={EMPTY}>{props.children}</FormLayoutShallowContext.Provider>
          </div>
          {props.addonAfter ? <div className="renderer-item-addon-after">{props.addonAfter}</div> : null}
        </div>
        {showFeedback ? (
          <div className="renderer-item-explain ant-form-item-explain">
            <div className={explainClass}>{feedback.text}</div>
          </div>
        ) : null}
        {extra ? <div className="renderer-item-extra ant-form-item-extra">{extra}</div> : null}
      </div>
    </div>
  )
})
