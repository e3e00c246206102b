/** The onboarding screen schemas (entry-info wizard, entry-check list, employee care) on the in-memory onboarding API. */
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ScreenRenderer } from '../../renderer'
import { loadFieldKinds, screenFieldKinds } from '../../renderer/form'
import { Providers } from '../../renderer/testing/storyKit'
import employeeCare from '../../schemas/screens/hrm/employee-care.json'
import entryCheck from '../../schemas/screens/hrm/entry-check.json'
import entryInfo from '../../schemas/screens/hrm/entry-info.json'
import { createEntryProvider, entryEntities, entryRecord, entryRecords } from '../stories/fixtures/entry'

const loadScreen = async (route: string) => {
  if (route !== 'child_hrm_entryinfo') throw new Error(route)
  return { schema: entryInfo as Record<string, unknown>, entities: entryEntities }
}

async function mount(schema: Record<string, unknown>, opts: { records?: ReturnType<typeof entryRecords>; me?: string; params?: Record<string, string>; granted?: string[] } = {}) {
  await loadFieldKinds(screenFieldKinds(schema, entryEntities))
  const dp = createEntryProvider(opts.records ?? entryRecords(), opts.me)
  render(
    <Providers provider={dp} granted={opts.granted ?? ['Create', 'Update', 'Delete', 'Check']} loadScreen={loadScreen}>
      <Suspense fallback={<div>loading</div>}>
        <ScreenRenderer schema={schema} entities={entryEntities} params={opts.params ?? {}} />
      </Suspense>
    </Providers>,
  )
  return dp
}
async function wizardReady() {
  await screen.findByTestId('wizard')
  await waitFor(() => expect(document.querySelector('.renderer-wizard .ant-spin-spinning')).toBeNull())
}
const button = (name: string) => {
  const found = screen.getAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
/**
 * The pointer reaching the control that shows `titled` (an option's label), as a user's pointer
 * does before a press: the wizard's first step has many fields, so its Selects are idle shells
 * until then (renderer/fields/idleShell.tsx). Answers the same label in the real control.
 */
function used(titled: HTMLElement): HTMLElement {
  const control = titled.closest('.renderer-item-control-component')!
  fireEvent.pointerOver(control.firstElementChild!)
  return control.querySelector<HTMLElement>(`[title="${titled.getAttribute('title')}"]`)!
}
const activeTab = () => document.querySelector('.renderer-wizard .ant-tabs-tab-active')?.textContent

describe('entry information wizard (hrm/entry-info)', () => {
  it('five tabs from the schema; step 1 stops at the first error; a complete step 1 is saved and step 2 opens', async () => {
    const records = [entryRecord('N0001', '新一', { filled: true, Step: 1 })]
    records[0].basic.Height = 100
    const dp = await mount(entryInfo, { records })
    await wizardReady()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['基本信息', '教育培训', '工作经历', '家庭及成员', '资料上传'])
    fireEvent.click(button('下一步'))
    expect(await screen.findByText('请输入140-210之间的数字', { selector: '.ant-message *' })).toBeTruthy()
    expect(dp.calls.some((c) => c.method === 'POST')).toBe(false)
    fireEvent.change(screen.getByPlaceholderText('请输入身高(cm)'), { target: { value: '175' } })
    fireEvent.click(button('下一步'))
    await waitFor(() => expect(activeTab()).toBe('教育培训'))
    const save = dp.calls.find((c) => c.url === '/api/app/new-user/new-user-basic-data')!
    // the new hire's own record: the work number comes from the record read, not from a parameter
    expect(dp.calls.find((c) => c.url.endsWith('/new-user-basic'))?.query).toEqual({})
    expect(save.query).toEqual({ workno: 'N0001' })
    expect(save.body).toMatchObject({ RealName: '新一', Height: 175, OrgId: 's-1', Education: '本科', UrgentNameTwo: '' })
    expect(dp.records[0].basic.Step).toBe(2)
  })

  it('option lists exactly as written; weight rounded on blur; nickname taken is cleared; a province change clears its city and address', async () => {
    const dp = await mount(entryInfo, { records: [entryRecord('N0001', '新一', { filled: true, Step: 1 })] })
    await wizardReady()
    const optionsOf = async (text: string) => {
      fireEvent.mouseDown(used(screen.getByTitle(text)).closest('.ant-select-selector')!)
      await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).toBeTruthy())
      const open = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!
      const list = [...open.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
      return list
    }
    expect(await optionsOf('本科')).toEqual(['博士', '硕士', '本科', '专科', '高中', '高中及以下'])
    expect(await optionsOf('O型')).toEqual(['O型', 'A型', 'B型', 'AB型', 'Rn型', '未知'])
    expect(await optionsOf('未婚')).toEqual(['未婚', '已婚未育', '离异', '已婚已育'])
    expect(await optionsOf('群众')).toEqual(['群众', '党员'])
    expect(await optionsOf('本地城镇(主城区)')).toEqual(['本地农村(主城区)', '本地城镇(主城区)', '外地农村(省内)', '外地城镇(省内)', '外地农村(省外)', '外地城镇(省外)'])

    // focus first, as a user's click or Tab does: the idle shell becomes the real number input
    fireEvent.focus(screen.getByPlaceholderText('请输入体重(kg)'))
    const weight = screen.getByPlaceholderText('请输入体重(kg)') as HTMLInputElement
    fireEvent.change(weight, { target: { value: '60.456' } })
    fireEvent.blur(weight)
    await waitFor(() => expect(weight.value).toBe('60.46'))

    const nick = screen.getByPlaceholderText('请输入昵称') as HTMLInputElement
    fireEvent.change(nick, { target: { value: '已占用' } })
    fireEvent.focus(nick)
    fireEvent.blur(nick)
    expect(await screen.findByText('该昵称已被使用', { selector: '.ant-message *' })).toBeTruthy()
    await waitFor(() => expect(nick.value).toBe(''))

    const address = screen.getByPlaceholderText('请输入户籍地址') as HTMLInputElement
    expect(address.value).toBe('渝中区')
    const province = used(screen.getAllByTitle('重庆市')[0]).closest('.ant-select-selector')!
    fireEvent.mouseDown(province)
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="四川省"]')).toBeTruthy())
    fireEvent.click(document.querySelector('.ant-select-item-option[title="四川省"]')!)
    await waitFor(() => expect(address.value).toBe(''))
    // the city list follows the province (a dependent remote source)
    await waitFor(() => expect(dp.calls.some((c) => c.url === '/api/app/base-area/51/citylist')).toBe(true))
    expect(dp.calls.some((c) => c.url === '/api/app/base-area/50/citylist')).toBe(true)
  })

  it('birth dates before 2000 are valid in their pickers (the 2000-2035 bound is for the other dates)', async () => {
    await mount(entryInfo, { records: [entryRecord('N0001', '新一', { filled: true, Step: 1 })] })
    await wizardReady()
    // the date pickers are a lazy kind: wait for both to show the value
    await waitFor(() => expect(screen.getAllByDisplayValue('1995-05-01')).toHaveLength(2)) // 出生日期 and 生日
    const births = screen.getAllByDisplayValue('1995-05-01').map((input) => input.closest('.ant-picker')!)
    for (const picker of births) expect(picker.className).not.toContain('ant-picker-invalid')
  })

  it('a user without an entry record (the administrator) reads what the page is for: no steps, no error, no further calls', async () => {
    const dp = await mount(entryInfo, { me: 'A0001' })
    expect(await screen.findByText('您没有需要填写的入职信息')).toBeTruthy()
    expect(screen.getByText(/此页面供新员工在入职时填写个人信息/)).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(document.querySelector('.ant-alert-error')).toBeNull()
    await new Promise((r) => setTimeout(r, 100))
    // the steps' reads would each answer 入职信息不存在
    expect(dp.calls.map((c) => c.url).filter((u) => /new-user-basic$|-list$|datalist$/.test(u))).toEqual(['/api/app/new-user/new-user-basic'])
  })

  it('resumes at the furthest step; read-only while submitted (Status 3)', async () => {
    await mount(entryInfo, { me: 'N0002' })
    await wizardReady()
    expect(activeTab()).toBe('工作经历')
    expect(screen.getByRole('tab', { name: '家庭及成员' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('a submitted record (Status 3) says it waits for review in a warning alert, and is read-only', async () => {
    await mount(entryInfo, { me: 'N0003' })
    await wizardReady()
    const alert = await screen.findByTestId('wizard-status')
    expect(alert.textContent).toContain('已提交，待审核')
    expect(alert.className).toContain('ant-alert-warning')
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull()
  })

  it('a rejected record shows the reason in an error alert and is editable; the upload step names missing items', async () => {
    const records = [entryRecord('N0004', '新四', { Status: 2, Step: 5, filled: true, Remark: '身份证照片不清晰' })]
    delete records[0].uploads[3]
    const dp = await mount(entryInfo, { records, me: 'N0004' })
    await wizardReady()
    expect((await screen.findByTestId('wizard-status')).className).toContain('ant-alert-error')
    expect(activeTab()).toBe('资料上传')
    expect(screen.getAllByText('未上传')).toHaveLength(3)
    fireEvent.click(button('提交'))
    expect(await screen.findByText('请补充完学历证书资料', { selector: '.ant-message *' })).toBeTruthy()
    expect(dp.calls.some((c) => c.url.endsWith('submit-new-user-data'))).toBe(false)
  })

  it('check mode by work number: 审核 opens the review; disagree needs a reason; 审核成功！', async () => {
    const dp = await mount(entryInfo, { params: { check: '1', WorkNo: 'N0003' }, me: 'HR' })
    await wizardReady()
    expect(dp.calls.find((c) => c.url.endsWith('/new-user-basic'))?.query).toEqual({ workno: 'N0003' })
    expect(activeTab()).toBe('资料上传')
    fireEvent.click(button('审核'))
    const dialog = (await screen.findByText('审核', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    fireEvent.click(within(dialog).getByLabelText('不同意'))
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入不同意的原因')).toBeTruthy()
    fireEvent.change(within(dialog).getByPlaceholderText('请输入原因'), { target: { value: '学历证书不清晰' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('审核成功！')).toBeTruthy()
    expect(dp.records.find((r) => r.basic.WorkNo === 'N0003')!.basic).toMatchObject({ Status: 2, CheckText: '学历证书不清晰' })
  })
})

describe('entry check list (hrm/entry-check)', () => {
  it('masked phones, status tags; the work number box searches name too; 查看 hidden when approved, opening the wizard full screen in check mode', async () => {
    const dp = await mount(entryCheck)
    await screen.findByText('共 5 条')
    expect(screen.getAllByText('138****8000').length).toBeGreaterThan(0)
    const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement
    expect(within(row('新五')).getByText('审核通过')).toBeTruthy()
    expect(within(row('新五')).queryByText(/查\s*看/)).toBeNull()
    fireEvent.click(within(row('新三')).getByText(/查\s*看/))
    const overlay = (await screen.findByText('入职信息审核', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    await within(overlay).findByTestId('wizard')
    await waitFor(() => expect(dp.calls.some((c) => c.url.endsWith('/new-user-basic') && c.query?.workno === 'N0003')).toBe(true))
    await waitFor(() => expect(within(overlay).getByRole('tab', { name: '资料上传' }).getAttribute('aria-selected')).toBe('true'))
    expect(within(overlay).getAllByRole('button').some((b) => b.textContent?.replace(/\s/g, '') === '审核')).toBe(true)
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByText('入职信息审核')).toBeNull())

    fireEvent.change(screen.getByPlaceholderText('工号/姓名/手机号'), { target: { value: '新二' } })
    fireEvent.keyDown(screen.getByPlaceholderText('工号/姓名/手机号'), { key: 'Enter' })
    await screen.findByText('共 1 条')
    expect(dp.calls.at(-1)?.query).toMatchObject({ WorkNo: '新二' })
  })
})

describe('employee care (hrm/employee-care)', () => {
  it('six tabs of lists with delete, then the care settings tab; 发送 custom greeting needs its text', async () => {
    const dp = await mount(employeeCare)
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['生日祝福', '新员工入职', '晋升', '入职通知', '司龄', '离职', '关怀设置'])
    await screen.findByText('共 2 条')
    expect(screen.getAllByText(/删\s*除/).length).toBe(2)
    fireEvent.click(screen.getByRole('tab', { name: '关怀设置' }))
    const panel = document.querySelector('.ant-tabs-tabpane-active') as HTMLElement
    await within(panel).findByText('王五')
    expect(within(panel).queryByPlaceholderText('请输入昵称')).toBeNull()
    fireEvent.click(within(panel).getByText('高级搜索'))
    expect(within(panel).getByPlaceholderText('请输入昵称')).toBeTruthy()
    fireEvent.click(within(within(panel).getByText('王五').closest('tr') as HTMLElement).getByText(/发\s*送/))
    const dialog = (await screen.findByText('发送祝福', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    fireEvent.click(within(dialog).getByLabelText('自定义'))
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入祝福语')).toBeTruthy()
    fireEvent.change(within(dialog).getByPlaceholderText('请输入祝福语'), { target: { value: '生日快乐' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await screen.findByText('发送成功')
    expect(dp.greetings).toEqual([{ UserId: 'u-1', Status: 2, Remark: '生日快乐' }])
  })
})

describe('screen registry', () => {
  it('loads every entity a wizard or tabs screen names (steps, their rows entities, dialogs, tabs)', async () => {
    const { entityNames } = await import('../../src/screens/entityNames')
    expect([...entityNames(entryInfo)].sort()).toEqual(['entry-basic', 'entry-check', 'entry-education', 'entry-education-rows', 'entry-family', 'entry-family-rows', 'entry-work-history', 'entry-work-history-rows'])
    expect([...entityNames(employeeCare)].sort()).toEqual(['care-greeting', 'care-item'])
  })
})
