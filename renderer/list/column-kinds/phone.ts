/** `phone`: a mobile number masked in the middle (138****5678). */
import { maskPhone } from '../../../common/mask'
import { defineColumnKind, isEmptyCell } from '../columnKinds'

export const phoneColumn = defineColumnKind({
  name: 'phone',
  render: (value) => maskPhone(isEmptyCell(value) ? '' : String(value)),
})
