/**
 * The footer of a submitted process (issue 14): the buttons are the server's Actions, agree posts
 * the pre-filled 同意 to its Url, return needs a level from approval-reject-list, a remark is
 * required (请填写 + its word), revoke asks to confirm (once an approver has agreed it says
 * 审批已开始，不能撤销 unasked), and a refusal is shown as the server's words.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider, RequestOptions } from '../../../renderer/data/provider'
import { approvalApi } from './api'
import { ActionFooter } from './ActionDialog'
import { createApprovalProvider, fixtureClaim } from './fixture'

afterEach(cleanup)

function setup(refuse?: string) {
  const calls: RequestOptions[] = []
  const base = createApprovalProvider()
  const provider: DataProvider = {
    ...base,
    request: async <T,>(o: RequestOptions) => {
      calls.push(o)
      if (refuse && !o.url.includes('reject-list')) throw new Error(refuse)
      return base.request<T>(o)
    },
  }
  let done = 0
  render(<ActionFooter api={approvalApi(provider)} processId="p-claim" actions={fixtureClaim.Actions} onDone={() => done++} onResubmit={() => undefined} fileName="报销_SP1" />)
  return { calls, done: () => done }
}

const dialog = () => document.querySelector('.approval-action-dialog') as HTMLElement
/** a footer button by its action type (antd spaces two-character labels: 同 意) */
const action = (typeId: number) => document.querySelector(`[data-action="${typeId}"]`) as HTMLElement
const submitButton = () => screen.findByRole('button', { name: /^提\s?交$/ })

describe('approval footer actions', () => {
  it('shows the offered actions', () => {
    setup()
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['同意', '拒绝', '退回', '转办', '评论', '打印', '分享'])
  })

  it('print: posts to approval-print/{id} and saves the PDF it names', async () => {
    const { calls } = setup()
    const saved: string[] = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`)
    }
    try {
      await userEvent.click(action(7))
      await waitFor(() => expect(saved).toEqual(['报销_SP1.pdf /download-file?id=print-1']))
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/app/approval/approval-print/p-claim' })
  })

  it('print refused: the server\'s words as a warning', async () => {
    setup('暂无打印的文件')
    await userEvent.click(action(7))
    expect(await screen.findByText('暂无打印的文件')).toBeTruthy()
  })

  it('agree: the remark starts as 同意 and is posted to approval-pass; then the process reloads', async () => {
    const { calls, done } = setup()
    await userEvent.click(action(6))
    expect(await screen.findByDisplayValue('同意')).toBeTruthy()
    await userEvent.click(await submitButton())
    await waitFor(() => expect(done()).toBe(1))
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/app/approval/approval-pass', body: { PrecessId: 'p-claim', Remark: '同意' } })
  })

  it('return: 请选择退回层级 and 请填写审批意见 until both are given, then RejectId is the chosen level', async () => {
    const { calls, done } = setup()
    await userEvent.click(action(4))
    await userEvent.click(await submitButton())
    expect(await screen.findByText('请选择退回层级', { selector: '.ant-form-item-explain-error' })).toBeTruthy()
    expect(await screen.findByText('请填写审批意见')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('approval-reject'))).toBe(false)
    await userEvent.click(dialog().querySelector('.ant-select-selector')!)
    await userEvent.click(await screen.findByText('直属领导（王芳）'))
    await userEvent.type(screen.getByPlaceholderText('请输入审批意见'), '请补充发票')
    await userEvent.click(await submitButton())
    await waitFor(() => expect(done()).toBe(1))
    expect(calls.at(-1)).toMatchObject({ url: '/api/app/approval/approval-reject', body: { PrecessId: 'p-claim', RejectId: 1, Remark: '请补充发票' } })
  })

  it('comment: 请填写评论内容 until written; images and files upload and go comma-joined as AttachUrls/AttachNames; 发送', async () => {
    const { calls, done } = setup()
    await userEvent.click(action(1))
    const send = await screen.findByRole('button', { name: /^发\s?送$/ })
    await userEvent.click(send)
    expect(await screen.findByText('请填写评论内容')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('approval-comment'))).toBe(false)
    // the upload re-creates its input after each choice: ask for it every time
    const input = (i: 0 | 1) => dialog().querySelectorAll<HTMLInputElement>('input[type=file]')[i]
    expect(input(0).getAttribute('accept')).toBe('.jpg,.jpeg,.png,.gif,.bmp')
    expect(input(1).getAttribute('accept')).toContain('.pdf')
    expect(input(1).getAttribute('accept')).toContain('.xlsx')
    // a file the images field does not take is refused with the platform's words and not sent
    fireEvent.change(input(0), { target: { files: [new File(['x'], '合同.pdf')] } })
    expect(await screen.findByText('暂不支持该文件')).toBeTruthy()
    fireEvent.change(input(0), { target: { files: [new File(['x'], '发票.png')] } })
    await waitFor(() => expect(dialog().querySelectorAll('[data-testid="upload-item"]').length).toBe(1))
    fireEvent.change(input(1), { target: { files: [new File(['x'], '行程单,第2页.pdf')] } })
    await waitFor(() => expect(dialog().textContent).toContain('行程单,第2页.pdf'))
    await userEvent.type(screen.getByPlaceholderText('请输入评论内容'), '发票已补')
    await userEvent.click(send)
    await waitFor(() => expect(done()).toBe(1))
    expect(calls.at(-1)).toMatchObject({
      url: '/api/app/approval/approval-comment',
      body: { ApprovalId: 'p-claim', CommentContent: '发票已补', AttachUrls: '/download-file?id=up-1,/download-file?id=up-2', AttachNames: '发票.png,行程单，第2页.pdf' },
    })
  })

  it('a refusal shows the server’s message and the dialog stays', async () => {
    const { done } = setup('当前不是您的审批环节')
    await userEvent.click(action(5))
    await userEvent.type(await screen.findByPlaceholderText('请输入审批意见'), '不同意')
    await userEvent.click(await submitButton())
    expect(await screen.findByText('当前不是您的审批环节')).toBeTruthy()
    expect(done()).toBe(0)
    expect(dialog()).toBeTruthy()
  })

  describe('revoke', () => {
    const REVOKE = [{ TypeId: 3, Name: '撤销', Url: '/api/app/approval/approval-cancel/' }]
    function footer(started: boolean) {
      const calls: RequestOptions[] = []
      const base = createApprovalProvider()
      const provider: DataProvider = { ...base, request: async <T,>(o: RequestOptions) => (calls.push(o), base.request<T>(o)) }
      render(<ActionFooter api={approvalApi(provider)} processId="p-claim" actions={REVOKE} started={started} onDone={() => undefined} onResubmit={() => undefined} />)
      return calls
    }

    it('before any agreement: asks 确定撤销该申请吗？ and posts approval-cancel/{id}', async () => {
      const calls = footer(false)
      await userEvent.click(action(3))
      expect(await screen.findByText('确定撤销该申请吗？')).toBeTruthy()
      await userEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }))
      await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/app/approval/approval-cancel/p-claim'))
    })

    it('once an approver has agreed: refused at once with 审批已开始，不能撤销, nothing asked or posted', async () => {
      const calls = footer(true)
      // antd's confirm lives outside the rendered tree: the one of the test above may still be closing
      const asked = () => screen.queryAllByText('确定撤销该申请吗？').length
      const before = asked()
      await userEvent.click(action(3))
      expect(await screen.findByText('审批已开始，不能撤销')).toBeTruthy()
      expect(asked()).toBe(before)
      expect(calls).toEqual([])
    })
  })
})
