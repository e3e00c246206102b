import { describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { createForm, type Field as FieldModel } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { Providers } from '../../../renderer/testing/storyKit'
import { definitionOf, FormPreview } from './FormPreview'
import { claimItems } from './fixtures'

const props = { titleField: 'Title', descriptionField: 'DesTxt', itemsField: 'FormItems' }

function mount(values: Record<string, unknown>) {
  const form = createForm({ values })
  render(
    <Providers>
      <FormProvider form={form}>
        <Field name="Preview" component={[FormPreview, props]} />
      </FormProvider>
    </Providers>,
  )
  return form
}

describe('approval form preview', () => {
  it('reads the definition from its siblings as the server stores it', () => {
    const form = definitionOf({ Title: ' 报销 ', FormItems: claimItems }, props)
    expect(form.title).toBe('报销')
    expect(form.formItems[0]).toEqual({ name: 'Items', label: '费用明细', type: 'details', details: [{ name: 'Item', label: '费用项目', type: 'input', required: true }, { name: 'Amount', label: '金额', type: 'number', required: true }] })
    expect(form.formItems[2]).toEqual({ name: 'Remark', label: '备注', type: 'textarea' })
  })

  it('draws the form as the rows change, and the save is refused with the engine’s message while a row is wrong', async () => {
    const form = mount({ Title: '报销', DesTxt: '请逐项填写费用明细', FormItems: claimItems })
    expect(await screen.findByText('报销总额')).toBeTruthy()
    expect(screen.getByText('请逐项填写费用明细')).toBeTruthy()
    await expect(form.validate()).resolves.not.toThrow()

    act(() => form.setValuesIn('FormItems', [...claimItems, { name: 'Place', label: '地点', type: 'select', options: [] }]))
    expect(await screen.findByText('地点：请设置选项')).toBeTruthy()
    expect(screen.queryByText('报销总额')).toBeNull()
    await expect(form.validate()).rejects.toBeTruthy()
    expect((form.query('Preview').take() as FieldModel | undefined)?.selfErrors).toEqual(['地点：请设置选项'])

    act(() => form.setValuesIn('FormItems', [...claimItems, { name: 'Place', label: '地点', type: 'select', options: [{ label: '北京', value: '' }] }]))
    await waitFor(() => expect(screen.getByText('地点')).toBeTruthy())
    await expect(form.validate()).resolves.not.toThrow()
  })
})
