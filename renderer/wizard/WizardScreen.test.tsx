/** The wizard capability on an in-memory server (./fixtures.ts): gating, per-step saves, resume, read-only, arrays, uploads, check mode. */
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ScreenRenderer } from '../ScreenRenderer'
import { screenFieldKinds } from '../compile/screenFieldKinds'
import { loadFieldKinds } from '../fields/registry'
import { Providers } from '../testing/storyKit'
import { createDemoProvider, demoState, demoWizard, wizardEntities } from './fixtures'
import { missingUploads, rowVerdict } from './model'
import type { WizardScreenSchema } from '../schema/types'

type Over = Parameters<typeof demoState>[0]

async function mount(over: Over = {}, params: Record<string, string> = {}, setup?: (s: ReturnType<typeof demoState>) => void, options: Parameters<typeof createDemoProvider>[1] & { schema?: WizardScreenSchema } = {}) {
  const schema = options.schema ?? demoWizard
  await loadFieldKinds(screenFieldKinds(schema as unknown as Record<string, unknown>, wizardEntities))
  const state = demoState(over)
  setup?.(state)
  const dp = createDemoProvider(state, options)
  render(
    <Providers provider={dp}>
      <Suspense fallback={<div>loading</div>}>
        <ScreenRenderer schema={schema} entities={wizardEntities} params={params} />
      </Suspense>
    </Providers>,
  )
  await screen.findByTestId('wizard')
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
  return dp
}

const tab = (title: string) => screen.getByRole('tab', { name: title })
const tabDisabled = (title: string) => tab(title).getAttribute('aria-disabled') === 'true'
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent
const button = (name: string) => {
  const found = screen.getAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const type = (placeholder: string, value: string, index = 0) => {
  const input = screen.getAllByPlaceholderText(placeholder)[index] as HTMLInputElement
  fireEvent.change(input, { target: { value } })
  return input
}
const warning = (text: string) => screen.findByText(text, { selector: '.ant-message *' })

describe('wizard: steps and gating', () => {
  it('enables a tab only once reached; the first error (the top form first) is a warning and the step stops unsaved', async () => {
    const dp = await mount()
    expect(activeTab()).toBe('基本信息')
    expect(['教育培训', '家庭及成员', '资料上传'].every(tabDisabled)).toBe(true)
    expect(screen.queryByRole('button', { name: /上一步/ })).toBeNull()
    fireEvent.click(button('下一步'))
    expect(await warning('请选择部门')).toBeTruthy()
    expect(dp.calls.some((c) => c.method === 'POST')).toBe(false)
    expect(activeTab()).toBe('基本信息')
  })

  it('after a refused 下一步 the first field in error is scrolled into view and focused', async () => {
    const scrolled: Element[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    try {
      await mount({ Dept: '人事部' })
      type('请输入姓名', '张三')
      type('请输入手机号码', '138')
      fireEvent.click(button('下一步'))
      expect(await warning('请输入正确的手机号码')).toBeTruthy()
      await waitFor(() => expect(scrolled.at(-1)?.textContent).toContain('手机号码'))
      expect(scrolled.at(-1)?.classList.contains('renderer-item-error')).toBe(true)
      expect(document.activeElement).toBe(screen.getByPlaceholderText('请输入手机号码'))
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('saves step 1 (top form included) to its endpoint, then moves on; the top form is disabled afterwards', async () => {
    const dp = await mount({ Dept: '人事部' })
    type('请输入姓名', '张三')
    type('请输入手机号码', '138')
    fireEvent.click(button('下一步'))
    expect(await warning('请输入正确的手机号码')).toBeTruthy()
    expect(activeTab()).toBe('基本信息')
    type('请输入手机号码', '13800138000')
    const weight = type('请输入体重', '60.456')
    fireEvent.focus(weight)
    fireEvent.blur(weight)
    await waitFor(() => expect(weight.value).toBe('60.46'))
    fireEvent.click(button('下一步'))
    await waitFor(() => expect(activeTab()).toBe('教育培训'))
    const save = dp.calls.find((c) => c.url === '/api/demo/basic-data')!
    expect(save.query).toEqual({ workno: 'N0001' })
    expect(save.body).toMatchObject({ Dept: '人事部', RealName: '张三', Phone: '13800138000', Weight: 60.46 })
    expect(tabDisabled('教育培训')).toBe(false)
    expect(tabDisabled('家庭及成员')).toBe(true)
    const top = within(screen.getByTestId('wizard-top'))
    // the top form turns read-only once its step is passed (an effect after the step changed)
    await waitFor(() => expect(top.getByRole('combobox').closest('.ant-select')?.className).toContain('ant-select-disabled'))
    fireEvent.click(button('上一步'))
    expect(activeTab()).toBe('基本信息')
  })

  it('a hidden server error (code 500) shows the friendly message and does not move on', async () => {
    await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000' }, {}, undefined, { failBasic: true })
    fireEvent.click(button('下一步'))
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy()
    expect(screen.queryByText(/TypeError/)).toBeNull()
    expect(activeTab()).toBe('基本信息')
  })

  it("a field the server refuses shows its message under that field, stays on the step, and goes once the field changes", async () => {
    await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000' }, {}, undefined, { refuseBasic: [{ Field: 'Phone', Message: '该手机号已被使用' }] })
    fireEvent.click(button('下一步'))
    const under = await screen.findByText('该手机号已被使用', { selector: '.renderer-item-explain *' })
    expect(under).toBeTruthy()
    expect(activeTab()).toBe('基本信息')
    type('请输入手机号码', '13800138001')
    await waitFor(() => expect(screen.queryByText('该手机号已被使用', { selector: '.renderer-item-explain *' })).toBeNull())
  })

  it('gating.enterWhen: the next step is refused with its message while its condition does not hold', async () => {
    const schema: WizardScreenSchema = {
      ...demoWizard,
      steps: demoWizard.steps.map((st, i) => (i === 1 ? { ...st, gating: { enterWhen: { field: 'Dept', eq: '财务部' }, message: '仅财务部填写教育培训' } } : st)),
    }
    const dp = await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000' }, {}, undefined, { schema })
    fireEvent.click(button('下一步'))
    expect(await warning('仅财务部填写教育培训')).toBeTruthy()
    expect(activeTab()).toBe('基本信息')
    expect(dp.calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('reopening resumes at the furthest step read from the server', async () => {
    await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 3 }, {}, (s) => (s.education = [{ School: '北大' }]))
    expect(activeTab()).toBe('家庭及成员')
    expect(tabDisabled('教育培训')).toBe(false)
    expect(tabDisabled('资料上传')).toBe(true)
    fireEvent.click(tab('教育培训'))
    expect(activeTab()).toBe('教育培训')
    expect((screen.getAllByPlaceholderText('请输入学校')[0] as HTMLInputElement).value).toBe('北大')
  })
})

describe('wizard: array steps', () => {
  it('first row not deletable (不可删除), 添加 at the limit says the entity\'s message and adds nothing, incomplete and invalid rows stop the step, rows saved as an array', async () => {
    const dp = await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 2 })
    expect(activeTab()).toBe('教育培训')
    const first = button('不可删除')
    expect((first as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button('下一步'))
    expect(await warning('请补充完信息')).toBeTruthy()
    type('请输入学校', '北京大学')
    fireEvent.click(button('添加'))
    fireEvent.click(button('添加'))
    expect(within(screen.getByTestId('wizard-array-education')).getAllByTestId('wizard-row')).toHaveLength(3)
    expect((button('添加') as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(button('添加'))
    expect(await warning('教育经验最多添加3条')).toBeTruthy()
    expect(within(screen.getByTestId('wizard-array-education')).getAllByTestId('wizard-row')).toHaveLength(3)
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[1])
    expect(within(screen.getByTestId('wizard-array-education')).getAllByTestId('wizard-row')).toHaveLength(2)
    type('请输入学校', 'x'.repeat(51), 1)
    fireEvent.click(button('下一步'))
    expect(await warning('内容输入不规范')).toBeTruthy()
    type('请输入学校', '清华大学', 1)
    fireEvent.click(button('下一步'))
    await waitFor(() => expect(activeTab()).toBe('家庭及成员'))
    const save = dp.calls.find((c) => c.url === '/api/demo/education-data')!
    expect((save.body as { School: string }[]).map((r) => r.School)).toEqual(['北京大学', '清华大学'])
  })

  it("a row field the server refuses (Items[1].School) shows under that row's field", async () => {
    await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 2 }, {}, (s) => (s.education = [{ School: '北大' }, { School: '清华' }]), {
      refuseEducation: [{ Field: 'Items[1].School', Message: '第2条：学校：请输入1-50个字符' }],
    })
    fireEvent.click(button('下一步'))
    const rows = await screen.findAllByTestId('wizard-row')
    expect(await within(rows[1]).findByText('学校：请输入1-50个字符', { selector: '.renderer-item-explain *' })).toBeTruthy()
    expect(within(rows[0]).queryByText('学校：请输入1-50个字符')).toBeNull()
    expect(activeTab()).toBe('教育培训')
  })

  it('rowVerdict and the max message', async () => {
    const dp = await mount({ Dept: '人事部', Step: 3 }, {}, (s) => (s.family = [{ Name: 'a', Phone: '13800138000' }, { Name: 'b', Phone: '13800138001' }]))
    expect(activeTab()).toBe('家庭及成员')
    fireEvent.click(button('添加'))
    expect(await warning('家庭成员最多添加2个')).toBeTruthy()
    expect(within(screen.getByTestId('wizard-array-family')).getAllByTestId('wizard-row')).toHaveLength(2)
    expect(dp.state.family).toHaveLength(2)
    expect(rowVerdict([], {})).toBe('')
  })
})

describe('wizard: uploads, submit, read-only', () => {
  it('missing required items stop the submit; an uploaded item reads 已上传; submit sets 待审核 and the wizard turns read-only', async () => {
    const dp = await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 4 }, {}, (s) => {
      s.education = [{ School: '北大' }]
      s.family = [{ Name: 'a', Phone: '13800138000' }]
    })
    expect(activeTab()).toBe('资料上传')
    expect(screen.getAllByText('未上传')).toHaveLength(3)
    fireEvent.click(button('提交'))
    expect(await warning('请补充完身份证正面、学历证书资料')).toBeTruthy()
    // rc-upload renews its input after each file: query it every time
    const inputs = () => screen.getByTestId('wizard-uploads-uploads').querySelectorAll('input[type=file]')
    fireEvent.change(inputs()[0], { target: { files: [new File(['x'], 'id.png', { type: 'image/png' })] } })
    await screen.findByText('已上传')
    expect(dp.calls.find((c) => c.url === '/api/demo/data-item')?.body).toEqual({ PhotoId: 'f1', PhotoName: 'id.png', DataType: 1 })
    fireEvent.change(inputs()[1], { target: { files: [new File(['x'], 'a.exe')] } })
    expect(await warning('暂不支持该文件')).toBeTruthy()
    fireEvent.change(inputs()[1], { target: { files: [new File(['x'], 'degree.pdf')] } })
    await waitFor(() => expect(screen.getAllByText('已上传')).toHaveLength(2))
    fireEvent.click(button('提交'))
    expect(await screen.findByText('已提交，待审核')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull())
    expect(dp.state.basic.Status).toBe(3)
    expect(missingUploads(dp.state.items, demoWizard.steps[3].uploads!)).toBe('')
  })

  it('read-only when Status is 3: inputs disabled, 下一步 moves without saving, no submit', async () => {
    const dp = await mount({ Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 3, Step: 5 })
    expect(activeTab()).toBe('资料上传')
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /上\s*传/ })).toBeNull()
    fireEvent.click(tab('基本信息'))
    expect((screen.getAllByPlaceholderText('请输入姓名')[0] as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(button('下一步'))
    await waitFor(() => expect(activeTab()).toBe('教育培训'))
    expect(screen.queryByRole('button', { name: /添\s*加/ })).toBeNull()
    expect(dp.calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('a check text shows the status alert, error style when Status is 2', async () => {
    await mount({ Dept: '人事部', Status: 2, CheckText: '身份证照片不清晰' })
    const alert = await screen.findByTestId('wizard-status')
    expect(alert.textContent).toContain('身份证照片不清晰')
    expect(alert.className).toContain('ant-alert-error')
    expect((screen.getAllByPlaceholderText('请输入姓名')[0] as HTMLInputElement).disabled).toBe(false)
  })
})

describe('wizard: check mode', () => {
  const done = (s: ReturnType<typeof demoState>) => {
    s.education = [{ School: '北大' }]
    s.family = [{ Name: 'a', Phone: '13800138000' }]
  }
  it('the last button reads 审核 and opens the review: reason required when disagreeing, max 200, 审核成功！', async () => {
    const dp = await mount({ WorkNo: 'N0003', Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 3, Step: 5 }, { check: '1', WorkNo: 'N0003' }, done)
    expect(dp.calls[0].query).toEqual({ workno: 'N0003' })
    expect(activeTab()).toBe('资料上传')
    fireEvent.click(button('审核'))
    const dialog = (await screen.findByText('审核', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请选择是否同意')).toBeTruthy()
    fireEvent.click(within(dialog).getByLabelText('不同意'))
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入不同意的原因')).toBeTruthy()
    expect(within(dialog).getByPlaceholderText('请输入原因').getAttribute('maxlength')).toBe('200')
    fireEvent.change(within(dialog).getByPlaceholderText('请输入原因'), { target: { value: '身份证照片不清晰' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('审核成功！')).toBeTruthy()
    expect(dp.state.reviews).toEqual([{ WorkNo: 'N0003', Status: 2, Remark: '身份证照片不清晰' }])
    // disagreed: in check mode the record is now read-only (Status 2) and shows the reason in error style
    await waitFor(() => expect(screen.getByTestId('wizard-status').className).toContain('ant-alert-error'))
    expect(screen.queryByRole('button', { name: /审\s*核/ })).toBeNull()
  })

  it('check.correct: a 待审核 record is read-only for the reviewer until 修改; then editable, 保存 saves the step in place', async () => {
    const schema: WizardScreenSchema = { ...demoWizard, check: { ...demoWizard.check!, correct: { when: { field: 'Status', eq: 3 }, text: '修改', texts: { save: '保存' } } } }
    const dp = await mount({ WorkNo: 'N0003', Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 3, Step: 5 }, { check: '1', WorkNo: 'N0003' }, done, { schema })
    fireEvent.click(tab('基本信息'))
    const name = screen.getAllByPlaceholderText('请输入姓名')[0] as HTMLInputElement
    await waitFor(() => expect(name.disabled).toBe(true))
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull()
    fireEvent.click(button('修改'))
    await waitFor(() => expect(name.disabled).toBe(false))
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull()
    type('请输入姓名', '张三丰')
    fireEvent.click(button('保存'))
    expect(await screen.findByText('保存成功')).toBeTruthy()
    expect(activeTab()).toBe('基本信息')
    const save = dp.calls.find((c) => c.url === '/api/demo/basic-data')!
    expect(save.query).toEqual({ workno: 'N0003' })
    expect(save.body).toMatchObject({ RealName: '张三丰' })
  })

  it('agree needs no reason', async () => {
    const dp = await mount({ WorkNo: 'N0003', Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 3, Step: 5 }, { check: 'true', WorkNo: 'N0003' }, done)
    fireEvent.click(button('审核'))
    const dialog = (await screen.findByText('审核', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    fireEvent.click(within(dialog).getByLabelText('同意'))
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('审核成功！')).toBeTruthy()
    expect(dp.state.reviews[0]).toMatchObject({ WorkNo: 'N0003', Status: 1 })
  })
})
