/** The form component of the NumberPicker kind (./pickers.ts): Formily's antd InputNumber, with its idle look for long forms. */
import { cloneElement } from 'react'
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined'
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined'
import { NumberPicker as FormilyNumberPicker } from '@formily/antd-v5/esm/number-picker'
import { emptyValue, withIdleShell, type ShellProps } from '../idleShell'
import { staticIcon } from '../staticIcon'

const UP = staticIcon(UpOutlined)
const DOWN = staticIcon(DownOutlined)

/** What rc-input-number shows for a value without precision or formatter: empty, or the number as written (no exponent). */
function shownValue(value: unknown): string | null {
  if (emptyValue(value)) return ''
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  const text = String(value)
  return /e/i.test(text) ? null : text
}

/** An InputNumber's idle look, as rc-input-number 9 draws it (the step handlers, the input). */
function numberShell({ props, look, anchor, use }: ShellProps) {
  const value = shownValue(props.value)
  if (value === null) return null
  const p = look.prefixCls('input-number')
  const handler = (dir: 'up' | 'down', label: string, icon: typeof UP) => (
    <span unselectable="on" role="button" aria-label={label} aria-disabled="false" className={`${p}-handler ${p}-handler-${dir}`}>
      {cloneElement(icon, { className: `anticon anticon-${dir} ${p}-handler-${dir}-inner` })}
    </span>
  )
  return (
    <div ref={anchor} className={`${p} ${look.hashId} ${p}-outlined${props.className ? ` ${props.className as string}` : ''}`} style={props.style as object} onPointerEnter={use} onFocus={use}>
      <div className={`${p}-handler-wrap`}>
        {handler('up', 'Increase Value', UP)}
        {handler('down', 'Decrease Value', DOWN)}
      </div>
      <div className={`${p}-input-wrap`}>
        <input autoComplete="off" role="spinbutton" step="1" placeholder={props.placeholder as string | undefined} className={`${p}-input`} readOnly value={value} />
      </div>
    </div>
  )
}

export const NumberPicker = withIdleShell(FormilyNumberPicker, { draws: [], render: numberShell })
