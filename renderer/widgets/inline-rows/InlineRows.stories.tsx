/** Inline rows (the menu dialog's function buttons) in a Formily form: one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo } from 'react'
import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { FormItem, FormLayout } from '@formily/antd-v5'
import { Providers } from '../../testing/storyKit'
import { menuButtons, someButtons, twentyButtons } from './fixtures'
import { InlineRows } from './InlineRows'
import type { InlineRow } from './rows'

function Demo(props: { value?: InlineRow[]; validate?: boolean; disabled?: boolean }) {
  const form = useMemo(() => createForm({ values: { Authoritys: props.value ?? [] }, disabled: props.disabled }), [props.value, props.disabled])
  useEffect(() => {
    if (props.validate) form.validate().catch(() => undefined)
  }, [form, props.validate])
  return (
    <Providers>
      <FormProvider form={form}>
        <FormLayout labelWidth={100}>
          <Field name="Authoritys" title="功能按钮" decorator={[FormItem]} component={[InlineRows, menuButtons]} />
        </FormLayout>
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Widgets/InlineRows', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: {}, parameters: { shows: ['功能按钮', '添加'], hides: ['删除'] } }
export const WithRows: Story = { args: { value: someButtons }, parameters: { shows: ['名称', '编码', '删除', '添加'], selector: 'input[value="Update"]' } }
export const Unfinished: Story = { args: { value: [...someButtons, { AuthorityName: '导出全部数据到表格文件', Authority: '' }], validate: true }, parameters: { shows: ['请输入1-10个字符', '请填写编码'] } }
export const AtMaxRows: Story = { args: { value: twentyButtons }, parameters: { shows: ['功能按钮'], selector: 'input[value="Button20"]' } }
export const ReadOnly: Story = { args: { value: someButtons, disabled: true }, parameters: { shows: ['名称', '编码'], hides: ['删除', '添加'] } }
