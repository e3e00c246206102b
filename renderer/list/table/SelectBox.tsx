/**
 * A row's (or the page's) selection checkbox: a real labelled input in antd Checkbox's markup and
 * classes, styled by the table's pre-generated antd styles. A page of 500 rows has 500 of them; an
 * antd Checkbox pays its style hooks, context reads and click wave on every one.
 */
import { memo } from 'react'

export interface SelectBoxProps {
  checked: boolean
  /** some but not all of the page's rows are selected (the header's box) */
  indeterminate?: boolean
  disabled?: boolean
  /** what the box selects, for screen readers */
  label: string
  onChange(checked: boolean): void
}

const SCOPE = 'renderer-table'

export const SelectBox = memo(function SelectBox({ checked, indeterminate = false, disabled = false, label, onChange }: SelectBoxProps) {
  const wrapper = `ant-checkbox-wrapper ${SCOPE}${checked ? ' ant-checkbox-wrapper-checked' : ''}${disabled ? ' ant-checkbox-wrapper-disabled' : ''}`
  const box = `ant-checkbox ${SCOPE}${checked ? ' ant-checkbox-checked' : ''}${indeterminate ? ' ant-checkbox-indeterminate' : ''}${disabled ? ' ant-checkbox-disabled' : ''}`
  return (
    <label className={wrapper}>
      <span className={box}>
        <input
          type="checkbox"
          className="ant-checkbox-input"
          aria-label={label}
          aria-checked={indeterminate ? 'mixed' : undefined}
          checked={checked}
          disabled={disabled}
          ref={(el) => {
            if (el) el.indeterminate = indeterminate
          }}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="ant-checkbox-inner" />
      </span>
    </label>
  )
})
