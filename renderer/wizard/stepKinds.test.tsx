import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Checkbox } from 'antd'
import { ScreenRenderer } from '../ScreenRenderer'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { defineStepKind } from './stepKinds'

describe('wizard step kinds', () => {
  it('a kind defined outside the engine loads its data, draws, gates Next and saves its body', async () => {
    defineStepKind<boolean>({
      name: 'consent',
      compiles: false,
      load: ({ data }) => Boolean((data as { Agreed?: boolean } | undefined)?.Agreed),
      validate: ({ state }) => (state ? '' : '请先同意'),
      body: ({ state }) => ({ Agreed: state }),
      component: ({ wizard, index }) => {
        const key = wizard.schema.steps[index].key
        return (
          <Checkbox checked={Boolean(wizard.stepState[key])} onChange={(e) => wizard.setStepState(key, e.target.checked)}>
            我同意
          </Checkbox>
        )
      },
    })
    const saved: unknown[] = []
    const dp = createMemoryProvider({
      'GET /api/consent': () => ({ Agreed: false }),
      'PUT /api/consent': ({ body }) => void saved.push(body),
    })
    const schema = {
      kind: 'wizard',
      id: 'consent',
      route: 'consent',
      title: '同意书',
      steps: [
        { key: 'consent', title: '同意', kind: 'consent', api: { get: { method: 'GET', url: '/api/consent' }, save: { method: 'PUT', url: '/api/consent' } } },
        { key: 'done', title: '完成', fields: [] },
      ],
    }
    render(
      <Providers provider={dp}>
        <Suspense fallback={<div>loading</div>}>
          <ScreenRenderer schema={schema} />
        </Suspense>
      </Providers>,
    )
    const box = await screen.findByText('我同意')
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
    fireEvent.click(screen.getByText('下一步').closest('button')!)
    expect(await screen.findByText('请先同意')).toBeTruthy()
    expect(saved).toEqual([])
    fireEvent.click(box)
    fireEvent.click(screen.getByText('下一步').closest('button')!)
    await waitFor(() => expect(saved).toEqual([{ Agreed: true }]))
  })
})
