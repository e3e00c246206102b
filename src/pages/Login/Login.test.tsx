/** The login page of spec 000: required messages, the 60 s SMS countdown, a failed send, sign-in. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toasts = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), info: vi.fn(), success: vi.fn() }))
const api = vi.hoisted(() => ({ sendSmsCode: vi.fn(), login: vi.fn() }))
vi.mock('../../api/notify', () => ({ notify: toasts, setMessageApi: () => {} }))
vi.mock('../../api/account', () => ({ sendSmsCode: api.sendSmsCode }))
vi.mock('../../auth/session', () => ({ login: api.login, getSession: () => ({ menus: [] }) }))

import { AppConfig } from '../../AppConfig'
import LoginPage from './index'

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/system/role', element: <div>角色页面</div> },
    ],
    { initialEntries: ['/login'] },
  )
  render(
    <AppConfig>
      <RouterProvider router={router} />
    </AppConfig>,
  )
  return router
}

const input = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement
const sendButton = () => screen.getByRole('button', { name: /发送验证码|\d+s/ })

beforeEach(() => {
  for (const f of [...Object.values(toasts), ...Object.values(api)]) f.mockReset()
})
afterEach(() => vi.useRealTimers())

describe('login page', () => {
  it('shows the product, the slogan, the fields and the forgotten-password hint', () => {
    mount()
    expect(screen.getByText('智慧办公平台')).toBeTruthy()
    expect(screen.getByText('高效产业，美好生活')).toBeTruthy()
    expect(input('工号')).toBeTruthy()
    expect(input('密码').type).toBe('password')
    expect(input('验证码')).toBeTruthy()
    expect(screen.getByText('忘记密码请联系管理员')).toBeTruthy()
  })

  it('submitting empty fields shows the three required messages and calls nothing', async () => {
    mount()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })))
    expect(screen.getByText('请输入工号')).toBeTruthy()
    expect(screen.getByText('请输入密码')).toBeTruthy()
    expect(screen.getByText('请输入验证码')).toBeTruthy()
    expect(api.login).not.toHaveBeenCalled()
    // checks run on change: typing clears the message
    fireEvent.change(input('工号'), { target: { value: 'A0001' } })
    expect(screen.queryByText('请输入工号')).toBeNull()
  })

  it('asking for a code without a work number warns 请填写工号', () => {
    mount()
    fireEvent.click(sendButton())
    expect(toasts.warning).toHaveBeenCalledWith('请填写工号')
    expect(api.sendSmsCode).not.toHaveBeenCalled()
    expect(sendButton().textContent).toBe('发送验证码')
  })

  it('counts down from 60 s after sending, then offers the button again', async () => {
    vi.useFakeTimers()
    api.sendSmsCode.mockResolvedValue(null)
    mount()
    fireEvent.change(input('工号'), { target: { value: 'A0001' } })
    await act(async () => fireEvent.click(sendButton()))
    expect(api.sendSmsCode).toHaveBeenCalledWith('A0001')
    expect(sendButton().textContent).toBe('60s')
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true)
    act(() => vi.advanceTimersByTime(1000))
    expect(sendButton().textContent).toBe('59s')
    act(() => vi.advanceTimersByTime(58_000))
    expect(sendButton().textContent).toBe('1s')
    act(() => vi.advanceTimersByTime(1000))
    expect(sendButton().textContent).toBe('发送验证码')
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('a failed send clears the code box and resets the countdown', async () => {
    let fail: (e: Error) => void = () => {}
    api.sendSmsCode.mockReturnValue(new Promise((_, reject) => (fail = reject)))
    mount()
    fireEvent.change(input('工号'), { target: { value: 'A0001' } })
    fireEvent.change(input('验证码'), { target: { value: '999' } })
    await act(async () => fireEvent.click(sendButton()))
    expect(sendButton().textContent).toBe('60s')
    await act(async () => fail(new Error('请求过于频繁')))
    expect(input('验证码').value).toBe('')
    expect(sendButton().textContent).toBe('发送验证码')
  })

  it('signs in with the trimmed fields and goes where the session says', async () => {
    api.login.mockResolvedValue('/system/role')
    const router = mount()
    fireEvent.change(input('工号'), { target: { value: ' A0001 ' } })
    fireEvent.change(input('密码'), { target: { value: 'Admin@12345' } })
    fireEvent.change(input('验证码'), { target: { value: '123456' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })))
    expect(api.login).toHaveBeenCalledWith({ username: 'A0001', password: 'Admin@12345', code: '123456' })
    expect(router.state.location.pathname).toBe('/system/role')
    expect(screen.getByText('角色页面')).toBeTruthy()
  })

  it('a refused sign-in stays on the page with the input kept', async () => {
    api.login.mockRejectedValue(new Error('密码错误'))
    const router = mount()
    fireEvent.change(input('工号'), { target: { value: 'A0001' } })
    fireEvent.change(input('密码'), { target: { value: 'bad' } })
    fireEvent.change(input('验证码'), { target: { value: '123456' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })))
    expect(router.state.location.pathname).toBe('/login')
    expect(input('工号').value).toBe('A0001')
  })
})
