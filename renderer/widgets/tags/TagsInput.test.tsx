import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { Providers } from '../../testing/storyKit'
import { tagProblem, TagsInput } from './TagsInput'

function mount(value: string[], readOnly = false) {
  const form = createForm({ values: { Keywords: value }, readOnly })
  render(
    <Providers>
      <FormProvider form={form}>
        <Field name="Keywords" title="关键词" component={[TagsInput, { placeholder: '请输入关键词', maxCount: 3 }]} />
      </FormProvider>
    </Providers>,
  )
  const box = () => screen.getByPlaceholderText('请输入关键词')
  const type = (word: string) => {
    fireEvent.change(box(), { target: { value: word } })
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 })
    // rc-input takes one Enter per key press: it waits for the key to come up
    fireEvent.keyUp(box(), { key: 'Enter', code: 'Enter', keyCode: 13 })
  }
  return { form, box, type }
}

describe('Tags field', () => {
  it('adds a trimmed word with Enter or 添加 and removes one with its close icon', () => {
    const { form, box, type } = mount(['数据库'])
    type('  索引 ')
    expect(form.values.Keywords).toEqual(['数据库', '索引'])
    expect((box() as HTMLInputElement).value).toBe('')
    fireEvent.change(box(), { target: { value: '事务' } })
    fireEvent.click(screen.getByRole('button', { name: '添加' }))
    expect(form.values.Keywords).toEqual(['数据库', '索引', '事务'])
    fireEvent.click(screen.getByText('索引').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!)
    expect(form.values.Keywords).toEqual(['数据库', '事务'])
  })

  it('refuses an empty word, one over 10 characters and a repeat, naming the field, and keeps the word in the box', () => {
    const { form, box, type } = mount(['数据库'])
    type('   ')
    expect(screen.getByRole('alert').textContent).toBe('关键词为1-10个字符')
    type('一二三四五六七八九十一')
    expect(screen.getByRole('alert').textContent).toBe('关键词为1-10个字符')
    expect((box() as HTMLInputElement).value).toBe('一二三四五六七八九十一')
    type('数据库')
    expect(screen.getByRole('alert').textContent).toBe('关键词不能重复')
    expect(form.values.Keywords).toEqual(['数据库'])
    // editing the word clears the reason; ten characters are fine (counted as the user sees them)
    type('一二三四五六七八九十')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(form.values.Keywords).toEqual(['数据库', '一二三四五六七八九十'])
  })

  it('limits the count and is read-only in a view form', () => {
    expect(tagProblem('d', ['a', 'b', 'c'], { label: '关键词', maxLength: 10, maxCount: 3 })).toBe('最多3个关键词')
    expect(tagProblem('😀😀', [], { label: '关键词', maxLength: 2 })).toBe('')
    mount(['数据库'], true)
    expect(screen.getByText('数据库')).toBeTruthy()
    expect(screen.queryByPlaceholderText('请输入关键词')).toBeNull()
    expect(screen.queryByRole('button', { name: '添加' })).toBeNull()
  })
})
