/**
 * One form pipeline: a form DIALOG applies the field effects the wizard always had (`clears`,
 * `yearsFrom`, `blur`) and shows the server's per-field messages. Before createScreenForm a
 * dialog accepted these keys and silently ignored them.
 */
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import { ApiError } from '../data/provider'
import type { FormDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { FormDialog } from './FormDialog'

const schema: FormDialogSchema = {
  kind: 'form',
  title: '新增地址',
  api: { create: { method: 'POST', url: '/api/addresses' } },
  fields: [
    { name: 'Province', label: '省份', clears: ['City', 'Street'] },
    { name: 'City', label: '城市' },
    { name: 'Street', label: '街道' },
    { name: 'Birth', label: '出生日期' },
    { name: 'Age', label: '年龄', yearsFrom: 'Birth' },
    { name: 'Weight', label: '体重', blur: { round: 1 } },
    { name: 'Nick', label: '昵称', blur: { check: { api: { method: 'GET', url: '/api/nick', query: { nick: '{Nick}' } } } } },
  ],
}

function mount() {
  const saved: unknown[] = []
  const provider = createMemoryProvider({
    'POST /api/addresses': ({ body }) => {
      saved.push(body)
      throw new ApiError(400, 400, '城市不存在', { Errors: [{ Field: 'City', Message: '城市不存在' }] })
    },
    'GET /api/nick': ({ query }) => {
      if (query.nick === '已占用') throw new ApiError(400, 400, '该昵称已被使用')
      return true
    },
  })
  render(
    <Providers provider={provider}>
      <FormDialog schema={schema} mode="add" onClose={vi.fn()} />
    </Providers>,
  )
  return { saved }
}
const input = (label: string) => screen.getByPlaceholderText(`请输入${label}`) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })

describe('form dialog field effects', () => {
  it('a province changed by the user clears its city and street', async () => {
    mount()
    await screen.findByPlaceholderText('请输入省份')
    type('城市', '重庆市')
    type('街道', '解放碑')
    type('省份', '四川省')
    expect(input('城市').value).toBe('')
    expect(input('街道').value).toBe('')
  })

  it('the age follows the birth date, a weight is rounded on leaving it, a taken nickname is refused', async () => {
    mount()
    await screen.findByPlaceholderText('请输入出生日期')
    type('出生日期', '1990-05-01')
    expect(input('年龄').value).toBe(String(dayjs().year() - 1990))
    fireEvent.focus(input('体重'))
    type('体重', '60.46')
    fireEvent.blur(input('体重'))
    await waitFor(() => expect(input('体重').value).toBe('60.5'))
    fireEvent.focus(input('昵称'))
    type('昵称', '已占用')
    fireEvent.blur(input('昵称'))
    expect(await screen.findByText('该昵称已被使用')).toBeTruthy()
    await waitFor(() => expect(input('昵称').value).toBe(''))
  })

  it('a refused save shows the server message under its field until the user changes it', async () => {
    const { saved } = mount()
    await screen.findByPlaceholderText('请输入城市')
    type('城市', '火星市')
    await act(async () => {
      fireEvent.click(screen.getByText(/确\s*定/))
    })
    await waitFor(() => expect(saved).toHaveLength(1))
    expect((await screen.findAllByText('城市不存在')).length).toBeGreaterThan(0)
    expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('城市不存在')
    type('城市', '重庆市')
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeNull())
  })
})
