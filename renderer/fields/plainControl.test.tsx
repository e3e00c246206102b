import { beforeAll, describe, expect, it } from 'vitest'
import { Profiler } from 'react'
import { act, fireEvent, render } from '@testing-library/react'
import { createForm, type Field } from '@formily/core'
import { FormProvider } from '@formily/react'
import type { EntitySchema } from '../../common/entity-fields'
import { compileFields } from '../compile/formSchema'
import type { FieldSpec } from '../schema/types'
import { FormFields, LONG_FORM_FIELDS } from './FormFields'
import { fieldKindNames, loadFieldKinds } from './registry'

const entity: EntitySchema = {
  $id: 'plain',
  title: '员工',
  'x-typeName': 'Plain',
  properties: {
    Name: { type: 'string', title: '姓名', maxLength: 20 },
    Nickname: { type: 'string', title: '昵称' },
    Remark: { type: 'string', title: '备注' },
    ...Object.fromEntries(Array.from({ length: LONG_FORM_FIELDS }, (_, i) => [`More${i}`, { type: 'string', title: `其他${i}` }])),
  },
  required: ['Name'],
}

/** `fields` first, then as many more as make the form long (`long`) */
function mount(fields: FieldSpec[], values?: Record<string, unknown>, long = true) {
  if (long) fields = [...fields, ...Array.from({ length: LONG_FORM_FIELDS }, (_, i) => ({ field: `More${i}` }))]
  const form = createForm({ values })
  let commits = 0
  const view = render(
    <Profiler id="form" onRender={() => (commits += 1)}>
      <FormProvider form={form}>
        <FormFields fields={compileFields(fields, entity)} />
      </FormProvider>
    </Profiler>,
  )
  const control = (i: number) => view.container.querySelectorAll('.renderer-item-control-component')[i]
  return {
    form,
    view,
    commits: () => commits,
    control,
    input: (i: number) => control(i).querySelector('input')!,
    field: (name: string) => form.query(name).take() as Field,
  }
}

/** the frame that shows a typed character, and the write after it (a page without frames: 100 ms) */
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('an Input field’s plain control (a long form)', () => {
  beforeAll(() => loadFieldKinds(fieldKindNames()) ?? undefined)

  it('draws antd Input’s markup with its clear button, the rule’s length and the placeholder', () => {
    const { control, input } = mount([{ field: 'Name' }])
    const wrapper = control(0).firstElementChild!
    expect(wrapper.className).toMatch(/^ant-input-affix-wrapper css-\S+ ant-input-outlined$/)
    expect(input(0).className).toMatch(/^ant-input css-\S+$/)
    expect(input(0).placeholder).toBe('请输入姓名')
    expect(input(0).maxLength).toBe(20)
    expect(control(0).querySelector('.ant-input-suffix > button.ant-input-clear-icon')?.className).toContain('ant-input-clear-icon-hidden')
  })

  it('typing re-renders nothing; the field gets the text after the frame that shows it', async () => {
    const { input, field, commits, control } = mount([{ field: 'Name' }])
    const before = commits()
    fireEvent.change(input(0), { target: { value: '张三' } })
    expect(input(0).value).toBe('张三')
    expect(field('Name').value).toBeUndefined()
    await act(afterPaint)
    expect(field('Name').value).toBe('张三')
    // the clear button and the value attribute follow with the write
    expect(control(0).querySelector('.ant-input-clear-icon')?.className).not.toContain('ant-input-clear-icon-hidden')
    expect(input(0).getAttribute('value')).toBe('张三')
    expect(commits()).toBe(before)
    fireEvent.change(input(0), { target: { value: '' } })
    await act(afterPaint)
    expect(field('Name').value).toBe('')
    expect(control(0).querySelector('.ant-input-clear-icon')?.className).toContain('ant-input-clear-icon-hidden')
  })

  it('the write comes at once before the next key, on leaving the field and when the form validates or submits', async () => {
    const { form, input, field } = mount([{ field: 'Name' }, { field: 'Nickname' }])
    fireEvent.change(input(0), { target: { value: '张' } })
    fireEvent.keyDown(input(0), { key: '三' })
    expect(field('Name').value).toBe('张')
    fireEvent.change(input(1), { target: { value: '小张' } })
    fireEvent.blur(input(1))
    expect(field('Nickname').value).toBe('小张')
    fireEvent.change(input(0), { target: { value: '张三' } })
    await act(async () => {
      await form.validate()
    })
    expect(field('Name').value).toBe('张三')
    fireEvent.change(input(1), { target: { value: '三儿' } })
    let submitted: unknown
    await act(async () => {
      submitted = await form.submit()
    })
    expect(submitted).toEqual({ Name: '张三', Nickname: '三儿' })
  })

  it('a shorter form gets the text within the input event, still without a render', () => {
    const { input, field, commits } = mount([{ field: 'Name' }], undefined, false)
    const before = commits()
    fireEvent.change(input(0), { target: { value: '张三' } })
    expect(field('Name').value).toBe('张三')
    expect(commits()).toBe(before)
  })

  it('shows values set from elsewhere, which win over text still waiting for its write', async () => {
    const { form, input, field, control } = mount([{ field: 'Name' }], { Name: '李四' })
    expect(input(0).value).toBe('李四')
    act(() => form.setValues({ Name: '王五' }))
    expect(input(0).value).toBe('王五')
    expect(input(0).getAttribute('value')).toBe('王五')
    fireEvent.change(input(0), { target: { value: '王五六' } })
    act(() => {
      void form.reset()
    })
    expect(input(0).value).toBe('')
    expect(control(0).querySelector('.ant-input-clear-icon')?.className).toContain('ant-input-clear-icon-hidden')
    await act(afterPaint)
    expect(field('Name').value).toBeUndefined()
  })

  it('the clear button empties the field and keeps the focus in it', async () => {
    const { input, field, control } = mount([{ field: 'Name' }], { Name: '李四' })
    fireEvent.click(control(0).querySelector('.ant-input-clear-icon')!)
    expect(field('Name').value).toBe('')
    expect(input(0).value).toBe('')
    expect(document.activeElement).toBe(input(0))
  })

  it('a disabled field is drawn as antd draws it and stays the same element when it becomes editable', () => {
    const { control, input, field } = mount([{ field: 'Name', readOnly: true }], { Name: '李四' })
    const element = input(0)
    expect(field('Name').pattern).toBe('disabled')
    expect(element.disabled).toBe(true)
    expect(element.value).toBe('李四')
    expect(element.className).toMatch(/^ant-input ant-input-disabled css-\S+$/)
    expect(control(0).firstElementChild?.className).toMatch(/^ant-input-affix-wrapper ant-input-disabled ant-input-affix-wrapper-disabled css-\S+ ant-input-outlined ant-input-affix-wrapper-input-with-clear-btn$/)
    expect(control(0).querySelector('.ant-input-clear-icon')?.className).toContain('ant-input-clear-icon-hidden')
    act(() => field('Name').setPattern('editable'))
    expect(input(0)).toBe(element)
    expect(element.disabled).toBe(false)
    expect(control(0).querySelector('.ant-input-clear-icon')?.className).not.toContain('ant-input-clear-icon-hidden')
  })

  it('a read-pretty field, and props the plain control does not draw, get antd’s Input (which writes within the event)', () => {
    const { control, input, field } = mount([{ field: 'Name' }, { field: 'Nickname', props: { prefix: '@' } }, { field: 'Remark' }], { Name: '李四' })
    act(() => field('Name').setPattern('readPretty'))
    expect(control(0).querySelector('input')).toBeNull()
    expect(control(0).textContent).toBe('李四')
    expect(control(1).querySelector('.ant-input-prefix')?.textContent).toBe('@')
    fireEvent.change(input(1), { target: { value: 'zhang' } })
    expect(field('Nickname').value).toBe('zhang')
    fireEvent.change(input(2), { target: { value: '备注' } })
    expect(field('Remark').value).toBeUndefined()
  })
})
