/** Tags in a Formily form: empty, with words, a refused word, read-only (a view form). */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { FormItem, FormLayout } from '@formily/antd-v5'
import { expect, userEvent, within } from 'storybook/test'
import { Providers } from '../../testing/storyKit'
import { TagsInput } from './TagsInput'

function Demo(props: { value?: string[]; readOnly?: boolean }) {
  const form = useMemo(() => createForm({ values: { Keywords: props.value ?? [] }, readOnly: props.readOnly }), [props.value, props.readOnly])
  return (
    <Providers>
      <FormProvider form={form}>
        <FormLayout labelWidth={100}>
          <Field name="Keywords" title="关键词" decorator={[FormItem]} component={[TagsInput, { placeholder: '请输入关键词' }]} />
        </FormLayout>
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Widgets/Tags', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: {}, parameters: { shows: ['关键词', '添加'], selector: 'input[placeholder="请输入关键词"]' } }
export const WithWords: Story = { args: { value: ['数据库', '索引'] }, parameters: { shows: ['数据库', '索引', '添加'] } }
export const RefusesARepeat: Story = {
  args: { value: ['数据库'] },
  parameters: { shows: ['数据库'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByPlaceholderText('请输入关键词'), '数据库{enter}')
    await expect(await page.findByText('关键词不能重复')).toBeInTheDocument()
  },
}
export const ReadOnly: Story = { args: { value: ['数据库', '索引'], readOnly: true }, parameters: { shows: ['数据库', '索引'], hides: ['添加'] } }
