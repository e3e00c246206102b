import { describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { Providers } from '../../testing/storyKit'
import { RichText } from './RichText'

function mount(value: string, readOnly = false) {
  const form = createForm({ values: { Content: value }, readOnly })
  const view = render(
    <Providers>
      <FormProvider form={form}>
        <Field name="Content" title="内容" component={[RichText, { placeholder: '请输入内容' }]} />
      </FormProvider>
    </Providers>,
  )
  return { form, view }
}

describe('RichText field', () => {
  it('shows the HTML value as a document with a toolbar', async () => {
    mount('<p>第一段<strong>加粗</strong></p>')
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请输入内容' }).innerHTML).toContain('<strong>加粗</strong>'))
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy()
  })

  it('drops script and event attributes the editor schema does not know', async () => {
    const { form } = mount('<p>ok</p>')
    await screen.findByRole('textbox', { name: '请输入内容' })
    await act(async () => form.setValues({ Content: '<p onclick="alert(1)">hi<script>alert(2)</script><img src=x onerror=alert(3)></p>' }))
    const box = screen.getByRole('textbox', { name: '请输入内容' })
    await waitFor(() => expect(box.textContent).toContain('hi'))
    expect(box.innerHTML).not.toMatch(/script|onclick|onerror/)
  })

  it('is read-only without a toolbar in a view form', async () => {
    mount('<p>只读</p>', true)
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请输入内容' }).getAttribute('contenteditable')).toBe('false'))
    expect(screen.queryByRole('toolbar')).toBeNull()
  })
})
