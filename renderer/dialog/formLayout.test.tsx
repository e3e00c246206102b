import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ScreenRenderer } from '../ScreenRenderer'
import { Providers } from '../testing/storyKit'
import { defaultLabelWidth } from './FormBody'

const formScreen = (extra: Record<string, unknown>) => ({
  kind: 'form',
  id: 'contact',
  route: 'contact',
  title: '联系人',
  api: { create: { method: 'POST', url: '/api/contact' } },
  fields: [
    { name: 'Name', label: '姓名', component: 'Input', required: true },
    { name: 'Phone', label: '紧急联系人手机号码', component: 'Input', required: true },
  ],
  ...extra,
})

const mount = (schema: Record<string, unknown>) =>
  render(
    <Providers>
      <Suspense fallback={<div>loading</div>}>
        <ScreenRenderer schema={schema} />
      </Suspense>
    </Providers>,
  )

const labelOf = (text: string) => screen.getByText(text).closest('.renderer-item-label') as HTMLElement

describe('form layout', () => {
  it('the default label width fits the longest label with its required mark (at least 100 px)', async () => {
    expect(defaultLabelWidth(['姓名'])).toBe(100)
    expect(defaultLabelWidth(['姓名', '紧急联系人手机号码'])).toBe(9 * 14 + 28)
    mount(formScreen({}))
    await screen.findByText('紧急联系人手机号码', undefined, { timeout: 10_000 })
    expect(labelOf('紧急联系人手机号码').style.width).toBe('154px')
    expect(labelOf('姓名').style.width).toBe('154px')
  })

  it('a schema label width wins', async () => {
    mount(formScreen({ labelWidth: 120 }))
    await screen.findByText('姓名', undefined, { timeout: 10_000 })
    expect(labelOf('姓名').style.width).toBe('120px')
  })

  it('layout vertical puts each label above its field, with no fixed width', async () => {
    mount(formScreen({ layout: 'vertical' }))
    await screen.findByText('姓名', undefined, { timeout: 10_000 })
    expect(labelOf('姓名').style.width).toBe('')
    expect(labelOf('姓名').closest('.renderer-item')!.className).toContain('renderer-item-vertical')
  })
})
