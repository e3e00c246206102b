/**
 * Local drafts of the wizard (./drafts.ts) on the in-memory server: a form step's input, an array
 * step's rows and an uploads step's files survive a reload, per signed-in user and record, until
 * the step is saved; leaving with a draft asks, in the browser and inside the application.
 */
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ScreenRenderer } from '../ScreenRenderer'
import { screenFieldKinds } from '../compile/screenFieldKinds'
import { loadFieldKinds } from '../fields/registry'
import type { LeaveGuard } from '../leaveGuard'
import type { WizardScreenSchema } from '../schema/types'
import { Providers } from '../testing/storyKit'
import { DRAFT_TEXT } from './drafts'
import { createDemoProvider, demoState, demoWizard, wizardEntities } from './fixtures'

const drafted: WizardScreenSchema = { ...demoWizard, draft: { keyField: 'WorkNo' } }
type Over = Parameters<typeof demoState>[0]

async function mount(over: Over, opts: { owner?: string; schema?: WizardScreenSchema; guards?: LeaveGuard[]; setup?: (s: ReturnType<typeof demoState>) => void } = {}) {
  const schema = opts.schema ?? drafted
  await loadFieldKinds(screenFieldKinds(schema as unknown as Record<string, unknown>, wizardEntities))
  const state = demoState(over)
  opts.setup?.(state)
  const dp = createDemoProvider(state)
  const guardLeave = (g: LeaveGuard) => {
    opts.guards?.push(g)
    return () => opts.guards?.splice(opts.guards.indexOf(g), 1)
  }
  render(
    <Providers provider={dp} owner={opts.owner ?? 'user-1'} guardLeave={guardLeave}>
      <Suspense fallback={<div>loading</div>}>
        <ScreenRenderer schema={schema} entities={wizardEntities} params={{}} />
      </Suspense>
    </Providers>,
  )
  await screen.findByTestId('wizard')
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
  return dp
}

const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent
const button = (name: string) => screen.getAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === name)!
const type = (placeholder: string, value: string, index = 0) => fireEvent.change(screen.getAllByPlaceholderText(placeholder)[index], { target: { value } })
const valueOf = (placeholder: string, index = 0) => (screen.getAllByPlaceholderText(placeholder)[index] as HTMLInputElement).value
const leavingAsks = () => {
  const e = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(e)
  return e.defaultPrevented
}
const restored = () => screen.findByText(DRAFT_TEXT.restored)

describe('wizard drafts', () => {
  it("keeps a form step's input per signed-in user and record until the step is saved", async () => {
    localStorage.clear()
    await mount({ Dept: '人事部' })
    type('请输入姓名', '张三')
    expect(leavingAsks()).toBe(true)
    cleanup()
    // another person signing in on this browser sees nothing of it
    await mount({ Dept: '人事部' }, { owner: 'user-2' })
    expect(valueOf('请输入姓名')).toBe('')
    expect(leavingAsks()).toBe(false)
    cleanup()
    await mount({ Dept: '人事部' })
    expect(await restored()).toBeTruthy()
    expect(valueOf('请输入姓名')).toBe('张三')
    type('请输入手机号码', '13800138000')
    fireEvent.click(button('下一步'))
    await waitFor(() => expect(activeTab()).toBe('教育培训'))
    expect(leavingAsks()).toBe(false)
  })

  it("keeps an array step's rows (typed and added) until the step is saved", async () => {
    localStorage.clear()
    const over = { Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 2 }
    await mount(over)
    type('请输入学校', '北京大学')
    fireEvent.click(button('添加'))
    type('请输入学校', '清华大学', 1)
    expect(leavingAsks()).toBe(true)
    cleanup()
    const dp = await mount(over)
    expect(await restored()).toBeTruthy()
    const rows = within(screen.getByTestId('wizard-array-education')).getAllByTestId('wizard-row')
    expect(rows).toHaveLength(2)
    expect([valueOf('请输入学校'), valueOf('请输入学校', 1)]).toEqual(['北京大学', '清华大学'])
    fireEvent.click(button('下一步'))
    await waitFor(() => expect(activeTab()).toBe('家庭及成员'))
    expect(dp.calls.find((c) => c.url === '/api/demo/education-data')?.body).toEqual([
      expect.objectContaining({ School: '北京大学' }),
      expect.objectContaining({ School: '清华大学' }),
    ])
    expect(leavingAsks()).toBe(false)
  })

  it('keeps the files of an uploads step whose items are not saved one by one', async () => {
    localStorage.clear()
    const uploads = demoWizard.steps[3]
    const schema: WizardScreenSchema = { ...drafted, steps: [...demoWizard.steps.slice(0, 3), { ...uploads, api: { get: uploads.api!.get, upload: uploads.api!.upload } }] }
    const setup = (s: ReturnType<typeof demoState>) => {
      s.education = [{ School: '北大' }]
      s.family = [{ Name: 'a', Phone: '13800138000' }]
    }
    const over = { Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 4 }
    await mount(over, { schema, setup })
    const input = screen.getByTestId('wizard-uploads-uploads').querySelector('input[type=file]')!
    fireEvent.change(input, { target: { files: [new File(['x'], 'id.png', { type: 'image/png' })] } })
    await screen.findByText('已上传')
    cleanup()
    await mount(over, { schema, setup })
    expect(await restored()).toBeTruthy()
    expect(screen.getByText('已上传')).toBeTruthy()
    expect(screen.getByText('id.png')).toBeTruthy()
  })

  it('leaving inside the application asks through the host while a draft exists', async () => {
    localStorage.clear()
    const guards: LeaveGuard[] = []
    await mount({ Dept: '人事部' }, { guards })
    expect(guards).toHaveLength(1)
    expect(guards[0].when()).toBe(false)
    type('请输入姓名', '张三')
    expect(guards[0].when()).toBe(true)
    const answer = guards[0].ask()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(DRAFT_TEXT.leave)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
    expect(await answer).toBe(false)
    const again = guards[0].ask()
    const second = await waitFor(() => {
      const open = screen.getAllByRole('dialog').filter((d) => d !== dialog && within(d).queryByText(DRAFT_TEXT.leave))
      expect(open).toHaveLength(1)
      return open[0]
    })
    fireEvent.click(within(second).getByRole('button', { name: /确\s*认/ }))
    expect(await again).toBe(true)
    cleanup()
    expect(guards).toHaveLength(0)
  })
})
