/** What the switch column and its cells share: the message after a toggle saved, and when a value counts as on. */
export const SWITCH_TEXT = { saved: '设置成功' } as const

/** On: the toggle's "on" value when it has one, else any truthy value but '0'. */
export const isOn = (value: unknown, on: unknown) => (on === undefined ? Boolean(value) && value !== '0' : value === on)
