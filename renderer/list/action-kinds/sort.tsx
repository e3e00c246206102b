/**
 * `sort` (toolbar): a drop-down of sort orders; choosing one sets the query parameter `param`
 * (default Sorting) and reloads, choosing it again clears it.
 */
import { useState } from 'react'
import { Button, Dropdown } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'

type SortAction = Extract<Action, { kind: 'sort' }>

export const sortAction = defineActionKind<SortAction>({
  name: 'sort',
  run: () => undefined,
  toolbar: function SortDropdown({ button, action, ctx }) {
    const [value, setValue] = useState<string | number | boolean>()
    const param = action.param ?? 'Sorting'
    const chosen = action.options.find((o) => o.value === value)
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: value === undefined ? [] : [String(value)],
          items: action.options.map((o) => ({ key: String(o.value), label: o.label })),
          onClick: ({ key }) => {
            const o = action.options.find((x) => String(x.value) === key)
            const next = o && o.value !== value ? o.value : undefined
            setValue(next)
            ctx.setQuery('sort', next === undefined ? {} : { [param]: next })
          },
        }}
      >
        <Button type={button.variant} className="renderer-sort">
          {chosen ? `${button.label}：${chosen.label}` : button.label} <DownOutlined />
        </Button>
      </Dropdown>
    )
  },
})
