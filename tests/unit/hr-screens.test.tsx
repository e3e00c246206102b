/** The HR screen schemas (schemas/screens/hrm/*.json) on the in-memory HR API: what a user sees and sends. */
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ScreenRenderer } from '../../renderer'
import { loadFieldKinds, screenFieldKinds } from '../../renderer/form'
import { Providers } from '../../renderer/testing/storyKit'
import blacklistScreen from '../../schemas/screens/hrm/blacklist.json'
import departedScreen from '../../schemas/screens/hrm/departed.json'
import employeesScreen from '../../schemas/screens/hrm/employees.json'
import { createHrProvider, employeeRows, hrEntities } from '../stories/fixtures/hr'

async function mount(schema: Record<string, unknown>, granted = ['Create', 'Update', 'Delete'], rows = employeeRows(40)) {
  await loadFieldKinds(screenFieldKinds(schema as Record<string, unknown>, hrEntities))
  const provider = createHrProvider(rows)
  render(
    <Providers provider={provider} granted={granted}>
      <ScreenRenderer schema={schema} entities={hrEntities} />
    </Providers>,
  )
  return provider
}
const dialogOf = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement

describe('employee list', () => {
  it('filters by the organisation tree and offers only 试用期 and 正式员工 in the status search', async () => {
    const provider = await mount(employeesScreen)
    await screen.findByText('共 30 条')
    fireEvent.click(await within(await screen.findByTestId('side-tree')).findByText('财务部'))
    await waitFor(() => expect(provider.calls.at(-1)?.query).toMatchObject({ DepId: 'd-fin' }))
    expect(await screen.findByText(/共 [1-9] 条/)).toBeTruthy()
    for (const tr of document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) expect(tr.textContent).toContain('财务部')
    expect(screen.queryByText('手机号码')).toBeNull() // no contact column
    fireEvent.mouseDown(screen.getByText('请选择状态').closest('.ant-select-selector')!)
    const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent)
    expect(options).toEqual(['试用期', '正式员工'])
  })

  it('账号设置 (its own row action): the blacklist switch forces 禁用 and asks for leave date and reason; saves with the row id', async () => {
    const provider = await mount(employeesScreen)
    await screen.findByText('E0001')
    fireEvent.click(within(rowOf('E0001')).getByText('账号设置'))
    const dialog = await dialogOf('账号设置')
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await within(dialog).findByText('请选择状态')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('switch'))
    await waitFor(() => expect((within(dialog).getByLabelText('禁用') as HTMLInputElement).checked).toBe(true))
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await within(dialog).findByText('请选择离职日期')).toBeTruthy()
    expect(await within(dialog).findByText('请输入原因')).toBeTruthy()
    expect(provider.calls.some((c) => c.url.includes('updateleave-office'))).toBe(false)
  })

  it('设置 opens with the person’s current subject setting and saves it unchanged', async () => {
    const provider = await mount(employeesScreen)
    await screen.findByText('E0001')
    fireEvent.click(within(rowOf('E0001')).getByText('设置'))
    const dialog = await dialogOf('设置主体')
    for (const name of ['星海科技有限公司', '产品事业部']) expect(await within(dialog).findAllByText(name, { selector: '.ant-select-selection-item' })).toBeTruthy()
    expect(within(dialog).getAllByText('星海科技有限公司', { selector: '.ant-select-selection-item' })).toHaveLength(2)
    expect((within(dialog).getByLabelText('是') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await screen.findByText('操作成功')).toBeTruthy()
    const put = provider.calls.find((c) => c.method === 'PUT')
    expect(put?.body).toMatchObject({ ids: ['u-1'], ContractId: 's-1', BusinessOrgId: 's-1', BusinessDepId: 'b-1', IsProduce: 1 })
  })

  it('设置 for a person without a subject setting asks for it, saves for the row with ids and shows 操作成功', async () => {
    const provider = await mount(employeesScreen, undefined, employeeRows(40).map((r) => ({ ...r, OrgId: null, BusinessOrgId: null, BusinessDepId: null, IsProduce: 0 })))
    await screen.findByText('E0001')
    fireEvent.click(within(rowOf('E0001')).getByText('设置'))
    const dialog = await dialogOf('设置主体')
    fireEvent.click(within(dialog).getByText('确定'))
    for (const m of ['请选择合同主体', '请选择业务主体', '请选择业务部门']) expect(await within(dialog).findByText(m, { selector: '.ant-form-item-explain-error' })).toBeTruthy()
    const selects = dialog.querySelectorAll('.ant-select-selector')
    fireEvent.mouseDown(selects[0])
    fireEvent.click((await screen.findAllByText('星海软件有限公司')).at(-1)!)
    fireEvent.mouseDown(selects[1])
    fireEvent.click((await screen.findAllByText('星海科技有限公司')).at(-1)!)
    fireEvent.mouseDown(selects[2])
    fireEvent.click((await screen.findAllByText('交付事业部')).at(-1)!)
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await screen.findByText('操作成功')).toBeTruthy()
    const put = provider.calls.find((c) => c.method === 'PUT')
    expect(put?.body).toMatchObject({ ids: ['u-1'], ContractId: 's-2', BusinessOrgId: 's-1', BusinessDepId: 'b-3', IsProduce: 0 })
  })

  it('查看 shows the detail with the career timeline', async () => {
    await mount(employeesScreen)
    await screen.findByText('E0001')
    fireEvent.click(within(rowOf('E0001')).getByText('查看'))
    const dialog = await dialogOf('员工详情')
    expect(await within(dialog).findByText('职场历程')).toBeTruthy()
    expect(await within(dialog).findByText('2024年')).toBeTruthy()
    expect(within(dialog).getByText('转为正式员工')).toBeTruthy()
  })
})

describe('departed roster and blacklist', () => {
  it('moves a departed person to the blacklist with the reason (Type 4) and back from the blacklist (Type 2)', async () => {
    const provider = await mount(departedScreen)
    await screen.findByText('E0007')
    fireEvent.click(within(rowOf('E0007')).getByText('移出'))
    const dialog = await dialogOf('移出历史花名册')
    fireEvent.click(within(dialog).getByLabelText('黑名单'))
    fireEvent.change(within(dialog).getByPlaceholderText('请输入原因（最多300字）'), { target: { value: '严重违纪' } })
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await screen.findByText('操作成功')).toBeTruthy()
    expect(provider.calls.find((c) => c.url === '/api/app/users/move-black')?.body).toEqual({ Type: 4, Reason: '严重违纪', WorkNo: 'E0007' })
    await waitFor(() => expect(screen.queryByText('E0007')).toBeNull())
    expect(provider.rows.find((r) => r.WorkNo === 'E0007')?.Status).toBe(4)
  })

  it('the blacklist moves a person back to 离职人员 (Type 3) and shows 暂无数据 when empty', async () => {
    const provider = await mount(blacklistScreen, ['Delete'], employeeRows(8))
    await screen.findByText('E0008')
    fireEvent.click(within(rowOf('E0008')).getByText('移出'))
    const dialog = await dialogOf('移出黑名单')
    fireEvent.click(within(dialog).getByLabelText('离职人员'))
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await screen.findByText('操作成功')).toBeTruthy()
    expect(provider.calls.find((c) => c.url === '/api/app/users/move-black')?.body).toMatchObject({ Type: 3, WorkNo: 'E0008' })
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy()
  })
})
