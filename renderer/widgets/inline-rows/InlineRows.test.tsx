import { describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createForm, type Form } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { FormItem } from '@formily/antd-v5'
import { Providers } from '../../testing/storyKit'
import { menuButtons, someButtons, twentyButtons } from './fixtures'
import { InlineRows } from './InlineRows'
import { firstError, inlineRowsValidator, rowErrors, trimRows, type InlineRow } from './rows'

function mount(value: InlineRow[] = []) {
  const form = createForm({ values: { Authoritys: value } })
  render(
    <Providers>
      <FormProvider form={form}>
        <Field name="Authoritys" title="功能按钮" decorator={[FormItem]} component={[InlineRows, menuButtons]} />
      </FormProvider>
    </Providers>,
  )
  return form
}

async function validateFails(form: Form): Promise<string> {
  let message = ''
  await act(async () => {
    await form.validate().catch((e: { messages?: string[] }[]) => {
      message = e?.[0]?.messages?.[0] ?? 'failed'
    })
  })
  return message
}

const row = (i: number) => screen.getByTestId(`inline-row-${i}`)
const type = (i: number, label: string, value: string) => fireEvent.change(within(row(i)).getByLabelText(label), { target: { value } })

describe('inline rows validator', () => {
  it('gives the first message: row limit, then row by row', () => {
    const v = inlineRowsValidator(menuButtons)
    expect(v(someButtons)).toBe('')
    expect(v([])).toBe('')
    expect(v(undefined)).toBe('')
    expect(v([{ AuthorityName: ' ', Authority: 'X' }])).toBe('请填写名称')
    expect(v([{ AuthorityName: '名称', Authority: '' }])).toBe('请填写编码')
    expect(v([{ AuthorityName: '一二三四五六七八九十', Authority: 'X' }])).toBe('')
    expect(v([{ AuthorityName: '一二三四五六七八九十一', Authority: 'X' }])).toBe('请输入1-10个字符')
    expect(v([...twentyButtons, { AuthorityName: '', Authority: '' }])).toBe('最多添加20条记录')
    expect(firstError([{ AuthorityName: 'a', Authority: 'b' }, { AuthorityName: '', Authority: '' }], menuButtons)).toBe('请填写名称')
    expect(rowErrors([{ AuthorityName: '', Authority: '' }], menuButtons)).toEqual({ 0: { AuthorityName: '请填写名称', Authority: '请填写编码' } })
    expect(trimRows([{ AuthorityName: ' 导出 ', Authority: ' Export' }], menuButtons)).toEqual([{ AuthorityName: '导出', Authority: 'Export' }])
  })
})

describe('inline rows', () => {
  it('an unfinished row blocks the form with the messages 请填写名称 / 请填写编码 / 请输入1-10个字符', async () => {
    const form = mount(someButtons)
    expect(await validateFails(form)).toBe('')
    fireEvent.click(screen.getByText('添加'))
    expect((form.values.Authoritys as InlineRow[]).length).toBe(3)
    expect(await validateFails(form)).toBe('请填写名称')
    await waitFor(() => expect(within(row(2)).getByText('请填写名称')).toBeTruthy())
    expect(within(row(2)).getByText('请填写编码')).toBeTruthy()
    type(2, '名称', '一二三四五六七八九十一')
    expect(await within(row(2)).findByText('请输入1-10个字符')).toBeTruthy()
    expect(await validateFails(form)).toBe('请输入1-10个字符')
    type(2, '名称', '导出')
    expect(await validateFails(form)).toBe('请填写编码')
    type(2, '编码', 'Export')
    expect(await validateFails(form)).toBe('')
    await waitFor(() => expect(within(row(2)).queryByText('请填写编码')).toBeNull())
    expect(form.values.Authoritys).toEqual([...someButtons, { AuthorityName: '导出', Authority: 'Export' }])
  })

  it('deletes a row', async () => {
    const form = mount(someButtons)
    fireEvent.click(within(row(0)).getByText('删除'))
    expect(form.values.Authoritys).toEqual([someButtons[1]])
  })

  it('refuses a 21st row with 最多添加20条记录', async () => {
    const form = mount(twentyButtons)
    fireEvent.click(screen.getByText('添加'))
    expect(await screen.findByText('最多添加20条记录')).toBeTruthy()
    expect((form.values.Authoritys as InlineRow[]).length).toBe(20)
  })

  it('read-only shows the rows without add or delete', () => {
    const form = createForm({ values: { Authoritys: someButtons }, disabled: true })
    render(
      <Providers>
        <FormProvider form={form}>
          <Field name="Authoritys" component={[InlineRows, menuButtons]} />
        </FormProvider>
      </Providers>,
    )
    expect((within(row(0)).getByLabelText('名称') as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByText('添加')).toBeNull()
    expect(screen.queryByText('删除')).toBeNull()
  })
})
