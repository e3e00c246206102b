/** A typed field's rules run after the frame that shows the value; a full validation runs them at once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Field } from '@formily/core'
import { validatorsOf } from '../rules/formily'
import { createScreenForm } from './screenForm'
import { afterNextPaint, ON_INPUT_SETTLED, settledValidators } from './settledValidation'

const NAME = { kind: 'text', label: '名称', required: true, maxLength: 5 } as const

function setup() {
  const form = createScreenForm({ specs: [], context: () => null })
  const field = form.createField({ name: 'Name', title: '名称', validator: settledValidators(validatorsOf(NAME)) as never })
  field.onMount()
  return { form, field: field as Field }
}

describe('settledValidators', () => {
  it('moves input rules after the paint and keeps rules of other triggers', () => {
    const fn = () => ''
    const list = settledValidators<unknown>([{ required: true, message: '请输入名称' }, fn, { pattern: 'x', triggerType: 'onBlur' }])
    expect(list).toEqual([{ required: true, message: '请输入名称', triggerType: ON_INPUT_SETTLED }, { validator: fn, triggerType: ON_INPUT_SETTLED }, { pattern: 'x', triggerType: 'onBlur' }])
  })
})

describe('validation after the paint', () => {
  // The frame and the message after it are the test's to deliver: a real MessagePort's delivery is
  // not ordered against timers, and under load it came after the check (CI, 2026-11-29).
  let frames: FrameRequestCallback[]
  let messages: (() => void)[]
  class HeldChannel {
    port1: { onmessage: ((e: MessageEvent) => void) | null } = { onmessage: null }
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.(new MessageEvent('message'))) }
  }
  beforeEach(() => {
    frames = []
    messages = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.stubGlobal('MessageChannel', HeldChannel)
  })
  afterEach(() => vi.unstubAllGlobals())

  /** the frame's callbacks, the messages they posted, then every promise those started */
  const paint = async () => {
    for (const cb of frames.splice(0)) cb(performance.now())
    for (const deliver of messages.splice(0)) deliver()
    await new Promise((r) => setTimeout(r, 0))
  }

  it("shows a typed value's message only once the next frame is out, then takes it away again", async () => {
    const { field } = setup()
    await field.onInput('太长的一个名称')
    expect(field.selfErrors).toEqual([])
    await paint()
    expect(field.selfErrors).toEqual(['请输入1-5个字符'])
    await field.onInput('短')
    expect(field.selfErrors).toEqual(['请输入1-5个字符'])
    await paint()
    expect(field.selfErrors).toEqual([])
  })

  it('a full validation judges the field at once, with the same message', async () => {
    const { form, field } = setup()
    await expect(form.validate()).rejects.toBeTruthy()
    expect(field.selfErrors).toEqual(['请输入名称'])
  })

  it('a field removed before the frame is left alone', async () => {
    const { field } = setup()
    await field.onInput('')
    field.onUnmount()
    await paint()
    expect(field.selfErrors).toEqual([])
  })

  it('a page that draws no frames still gets the verdict', async () => {
    const { field } = setup()
    await field.onInput('')
    await new Promise((r) => setTimeout(r, 150))
    expect(field.selfErrors).toEqual(['请输入名称'])
  })

  it("afterNextPaint runs its callback once, after the frame's callbacks", async () => {
    const order: string[] = []
    afterNextPaint(() => order.push('after'))
    frames.push(() => order.push('frame'))
    await paint()
    await new Promise((r) => setTimeout(r, 150))
    expect(order).toEqual(['frame', 'after'])
  })
})
