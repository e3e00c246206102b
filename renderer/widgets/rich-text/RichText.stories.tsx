/** Rich text in a Formily form: empty, with content, read-only (a view form). */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { FormItem, FormLayout } from '@formily/antd-v5'
import { Providers } from '../../testing/storyKit'
import { RichText } from './RichText'

const SAMPLE = '<h2>年度体检通知</h2><p>请各部门于<strong>本周五</strong>前报名。</p><ul><li>地点：一楼大厅</li><li>时间：上午 8:00</li></ul>'

function Demo(props: { value?: string; readOnly?: boolean }) {
  const form = useMemo(() => createForm({ values: { Content: props.value ?? '' }, readOnly: props.readOnly }), [props.value, props.readOnly])
  return (
    <Providers>
      <FormProvider form={form}>
        <FormLayout labelWidth={100}>
          <Field name="Content" title="内容" decorator={[FormItem]} component={[RichText, { placeholder: '请输入内容' }]} />
        </FormLayout>
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Widgets/RichText', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: {}, parameters: { shows: ['内容'], selector: '[role=toolbar] [aria-label="加粗"]' } }
export const WithContent: Story = { args: { value: SAMPLE }, parameters: { shows: ['年度体检通知', '本周五'] } }
export const ReadOnly: Story = { args: { value: SAMPLE, readOnly: true }, parameters: { shows: ['年度体检通知'], selector: '[contenteditable=false]' } }
