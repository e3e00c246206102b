/** The form components of the choice kinds (./choices.ts): Formily's antd controls, options from `remote` too. */
import { cloneElement, type ReactNode } from 'react'
import { observer } from '@formily/react'
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined'
import { Select as FormilySelect } from '@formily/antd-v5/esm/select'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { Radio } from '@formily/antd-v5/esm/radio'
import { emptyValue, withIdleShell, type ShellProps } from '../idleShell'
import { withRemoteOptions } from '../remote'
import { staticIcon } from '../staticIcon'

const DOWN = staticIcon(DownOutlined)

/** The chosen option's label (the value itself while the options do not hold it, as rc-select shows it); follows the options. */
const ChosenLabel = observer(function ChosenLabel(props: { field: ShellProps['field']; value: unknown; prefixCls: string }) {
  const label = (props.field.dataSource ?? []).find((o) => o?.value === props.value)?.label ?? props.value
  const title = typeof label === 'string' || typeof label === 'number' ? String(label) : undefined
  return (
    <span className={`${props.prefixCls}-selection-item`} title={title}>
      {label as ReactNode}
    </span>
  )
})

/** A single Select's idle look, as rc-select 14 draws it (placeholder or the chosen option's label, the arrow). */
function selectShell({ props, field, look, anchor, use }: ShellProps) {
  const p = look.prefixCls('select')
  const shown = emptyValue(props.value) ? <span className={`${p}-selection-placeholder`}>{props.placeholder as string}</span> : <ChosenLabel field={field} value={props.value} prefixCls={p} />
  let className = `${p} ${p}-outlined ${look.hashId} ${p}-single`
  if (props.allowClear) className += ` ${p}-allow-clear`
  className += ` ${p}-show-arrow`
  if (props.showSearch) className += ` ${p}-show-search`
  if (props.className) className += ` ${props.className as string}`
  return (
    <div ref={anchor} className={className} style={props.style as object} onPointerEnter={use} onFocus={use}>
      <div className={`${p}-selector`}>
        <span className={`${p}-selection-wrap`}>
          <span className={`${p}-selection-search`}>
            <input type="search" autoComplete="off" className={`${p}-selection-search-input`} role="combobox" aria-expanded="false" aria-haspopup="listbox" aria-autocomplete="list" readOnly value="" />
          </span>
          {shown}
        </span>
      </div>
      <span className={`${p}-arrow`} unselectable="on" aria-hidden="true" style={{ userSelect: 'none' }}>
        {cloneElement(DOWN, { className: `anticon anticon-down ${p}-suffix` })}
      </span>
    </div>
  )
}

export const Select = withIdleShell(withRemoteOptions(FormilySelect), { draws: ['allowClear', 'showSearch', 'optionFilterProp'], render: selectShell })
export const CheckboxGroup = withRemoteOptions(Checkbox.Group)
export const RadioGroup = withRemoteOptions(Radio.Group)
