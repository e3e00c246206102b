import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { createForm, type Field } from '@formily/core'
import { FormProvider } from '@formily/react'
import type { EntitySchema } from '../../common/entity-fields'
import { compileFields } from '../compile/formSchema'
import type { FieldSpec } from '../schema/types'
import { FormFields } from './FormFields'
import { fieldKindNames, loadFieldKinds } from './registry'

const entity: EntitySchema = {
  $id: 'warm',
  title: '示例',
  'x-typeName': 'Warm',
  properties: {
    Dept: { type: 'string', title: '部门', 'x-select': true },
    Name: { type: 'string', title: '姓名', 'x-rule': 'name' },
    Remark: { type: 'string', title: '备注', 'x-rule': 'textarea' },
  },
  required: ['Dept', 'Name'],
}
const fields: FieldSpec[] = [{ field: 'Dept', options: [{ label: '人事部', value: 1 }] }, { field: 'Name' }, { field: 'Remark' }]

const held = (node: Node) => Object.keys(node).some((k) => k.startsWith('__reactFiber'))

/** `heard`: the events of the form's React ancestors (a screen's key handlers, say) */
function mount(heard?: (type: string) => void) {
  const form = createForm({ validateFirst: true })
  const on = (e: { type: string }) => heard?.(e.type)
  render(
    <div onKeyDown={on} onKeyUp={on} onInput={on} onChange={on}>
      <FormProvider form={form}>
        <FormFields fields={compileFields(fields, entity)} />
      </FormProvider>
    </div>,
  )
  return form
}

describe('InputWarmup (the first keystroke runs compiled code)', () => {
  beforeAll(() => loadFieldKinds(fieldKindNames()) ?? undefined)
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback
  })

  it('types one key into a copy of the first typed field, in a root of its own outside the document, once idle, leaving the screen untouched; once per kind', async () => {
    const idle: (() => void)[] = []
    window.requestIdleCallback = vi.fn((cb: IdleRequestCallback) => idle.push(() => cb({ didTimeout: false, timeRemaining: () => 50 })))
    window.cancelIdleCallback = vi.fn()
    const dispatched: Event[] = []
    const dispatch = EventTarget.prototype.dispatchEvent
    const heldWhenTyped: boolean[] = []
    vi.spyOn(EventTarget.prototype, 'dispatchEvent').mockImplementation(function (this: EventTarget, e: Event) {
      dispatched.push(e)
      if (e.type === 'input') heldWhenTyped.push(held(this as Node))
      return dispatch.call(this, e)
    })

    const seen: string[] = []
    const form = mount((type) => seen.push(type))
    const inputsBefore = document.querySelectorAll('input, textarea').length
    expect(idle).toHaveLength(1)
    await act(async () => {
      idle[0]()
      await new Promise((r) => setTimeout(r, 20))
    })

    // the copy of 姓名 (the first field that says 请输入; 部门 is a select) took the key, outside the document
    const typed = dispatched.filter((e) => e.type === 'input').map((e) => e.target as HTMLInputElement)
    expect(typed).toHaveLength(1)
    expect(typed[0].value).toBe('a')
    expect(typed[0].isConnected).toBe(false)
    expect(dispatched.filter((e) => e.type === 'keydown' || e.type === 'keyup').map((e) => e.type)).toEqual(['keydown', 'keyup'])
    // the screen's form: nothing typed, nothing validated, nothing modified; no control added or left
    const name = form.query('Name').take() as Field
    expect(name.value).toBeUndefined()
    expect(name.selfErrors).toEqual([])
    expect(form.modified).toBe(false)
    expect(document.querySelectorAll('input, textarea')).toHaveLength(inputsBefore)
    // nor did the screen's own handlers hear the throwaway key
    expect(seen).toEqual([])
    // a control of React's when typed into, let go of a task later (React clears the nodes it deletes): the copy's root is unmounted
    expect(heldWhenTyped).toEqual([true])
    expect(held(typed[0])).toBe(false)

    // a second form with the same first kind does not warm it again
    mount()
    expect(idle).toHaveLength(1)
  })
})
