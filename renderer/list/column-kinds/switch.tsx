/** `switch`: a flag as a small disabled switch ('0' counts as off). */
import { Switch } from 'antd'
import { defineColumnKind } from '../columnKinds'

export const switchColumn = defineColumnKind({
  name: 'switch',
  render: (value) => <Switch size="small" checked={Boolean(value) && value !== '0'} disabled />,
})
