import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RendererLocale, useFeedback } from './locale'

function Buttons() {
  const { message } = useFeedback()
  return (
    <>
      <button onClick={() => (message.success('已保存'), message.error('保存失败'))}>two</button>
      <button onClick={() => message.warning('请先选择')}>one</button>
    </>
  )
}

describe('toasts (useFeedback().message)', () => {
  it('loads antd message with the first toast, shows every toast once and keeps the later ones coming', async () => {
    render(
      <RendererLocale>
        <Buttons />
      </RendererLocale>,
    )
    expect(document.querySelector('.ant-message')).toBeNull()
    fireEvent.click(screen.getByText('two'))
    expect(await screen.findByText('已保存')).toBeTruthy()
    expect(await screen.findByText('保存失败')).toBeTruthy()
    fireEvent.click(screen.getByText('one'))
    expect(await screen.findByText('请先选择')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByText(/已保存|保存失败|请先选择/)).toHaveLength(3))
  })
})
