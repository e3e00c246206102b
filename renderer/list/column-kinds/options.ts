/** The option of a column's `options` a value names (numbers and their strings match). */
import type { OptionItem } from '../../schema/types'

export function optionOf(options: OptionItem[] | undefined, value: unknown): OptionItem | undefined {
  return options?.find((o) => o.value === value || String(o.value) === String(value))
}
