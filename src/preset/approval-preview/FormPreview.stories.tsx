/** The approval form preview (表单设计): a definition drawn as the centre draws it, and one with a problem. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import { Providers } from '../../../renderer/testing/storyKit'
import { FormPreview } from './FormPreview'
import { claimItems } from './fixtures'

function Demo(props: { values: Record<string, unknown> }) {
  const form = useMemo(() => createForm({ values: props.values }), [props.values])
  return (
    <Providers>
      <FormProvider form={form}>
        <FormPreview titleField="Title" descriptionField="DesTxt" itemsField="FormItems" />
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Widgets/ApprovalFormPreview', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Claim: Story = {
  args: { values: { Title: '报销', DesTxt: '请逐项填写费用明细', FormItems: claimItems } },
  parameters: { shows: ['报销', '请逐项填写费用明细', '费用明细', '添加费用明细', '报销总额', '备注'] },
}
export const WithAProblem: Story = {
  args: { values: { Title: '报销', FormItems: [...claimItems, { name: 'Total', label: '合计', type: 'number' }] } },
  parameters: { shows: ['合计：字段名Total重复'], hides: ['添加费用明细'] },
}
