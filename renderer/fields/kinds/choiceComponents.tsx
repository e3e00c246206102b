/** The form components of the choice kinds (./choices.ts): Formily's antd controls, options from `remote` too. */
import { Select as FormilySelect } from '@formily/antd-v5/esm/select'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { Radio } from '@formily/antd-v5/esm/radio'
import { withRemoteOptions } from '../remote'

export const Select = withRemoteOptions(FormilySelect)
export const CheckboxGroup = withRemoteOptions(Checkbox.Group)
export const RadioGroup = withRemoteOptions(Radio.Group)
