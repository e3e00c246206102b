import { describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App, ConfigProvider } from 'antd'
import zhCN from 'antd/es/locale/zh_CN'
import type { DataProvider } from '../../../renderer/data/provider'
import { createOrgChartProvider, flattenNodes, generateOrgChart } from './fixture'
import { countPeople, initials, toPeople } from './normalize'
import OrgChartPage from './OrgChartPage'
import type { OrgChartNode } from './types'

function mount(provider: DataProvider) {
  return render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <OrgChartPage provider={provider} />
      </App>
    </ConfigProvider>,
  )
}

const boxes = (c: HTMLElement) => c.querySelectorAll('.org-node')
const zoomText = (c: HTMLElement) => c.querySelector('.org-chart__zoom')!.textContent
const transform = (c: HTMLElement) => (c.querySelector('.org-chart__canvas') as HTMLElement).style.transform

describe('organisation chart page', () => {
  it('draws 500 people, mounting only the boxes near the viewport', async () => {
    const root = generateOrgChart(500)
    expect(flattenNodes(root)).toHaveLength(500)
    const { container } = mount(createOrgChartProvider(root))
    await screen.findByText('共 500 人')
    const n = boxes(container).length
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThan(500)
    // the root is in view at the start
    expect(container.querySelector(`[data-key="${root.UserId}"]`)).not.toBeNull()
    expect(container.querySelector('.org-chart__links path')!.getAttribute('d')!.length).toBeGreaterThan(1000)
  })

  it('zooms with the buttons between 30 % and 200 %, and resets', async () => {
    const { container } = mount(createOrgChartProvider(generateOrgChart(60)))
    await screen.findByText('共 60 人')
    const start = zoomText(container)
    // 60 people are wider than the viewport: the start view shrinks to show them, never below 30 %
    expect(Number(start!.replace('%', ''))).toBeGreaterThanOrEqual(30)
    const zoomIn = screen.getByRole('button', { name: '放大' })
    const zoomOut = screen.getByRole('button', { name: '缩小' })
    for (let i = 0; i < 20 && !(zoomIn as HTMLButtonElement).disabled; i++) fireEvent.click(zoomIn)
    expect(zoomText(container)).toBe('200%')
    expect(transform(container)).toMatch(/scale\(2\)/)
    fireEvent.click(zoomOut)
    expect(zoomText(container)).toBe('190%')
    expect(transform(container)).toMatch(/scale\(1\.9\)/)
    for (let i = 0; i < 20 && !(zoomOut as HTMLButtonElement).disabled; i++) fireEvent.click(zoomOut)
    expect(zoomText(container)).toBe('30%')
    expect(transform(container)).toMatch(/scale\(0\.3\)/)
    fireEvent.click(screen.getByRole('button', { name: '重置' }))
    expect(zoomText(container)).toBe(start)
  })

  it('zooms with ctrl + wheel and pans with a plain wheel', async () => {
    const { container } = mount(createOrgChartProvider(generateOrgChart(60)))
    await screen.findByText('共 60 人')
    const start = zoomText(container)!
    const viewport = container.querySelector('.org-chart__viewport')!
    const before = transform(container)
    await act(async () => {
      fireEvent.wheel(viewport, { deltaY: 100 })
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    })
    expect(zoomText(container)).toBe(start)
    expect(transform(container)).not.toBe(before)
    await act(async () => {
      fireEvent.wheel(viewport, { deltaY: -300, ctrlKey: true })
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    })
    expect(Number(zoomText(container)!.replace('%', ''))).toBeGreaterThan(Number(start.replace('%', '')))
    await act(async () => {
      fireEvent.wheel(viewport, { deltaY: 100000, ctrlKey: true })
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    })
    expect(zoomText(container)).toBe('30%')
  })

  it('opens the user card of a clicked box with photo, name, position and responsibilities', async () => {
    const root = generateOrgChart(30)
    const provider = createOrgChartProvider(root)
    const { container } = mount(provider)
    await screen.findByText('共 30 人')
    const vp = root.children![0]
    fireEvent.click(container.querySelector(`[data-key="${vp.UserId}"]`)!)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('员工名片')).toBeTruthy()
    expect(within(dialog).getByText(vp.UserName)).toBeTruthy()
    expect(within(dialog).getByText(vp.Position!)).toBeTruthy()
    await within(dialog).findByText(vp.Responsibility!)
    expect(provider.calls.some((c) => c.url === `/api/app/users/org-user-card/${vp.UserId}`)).toBe(true)
    // a photo or the initials
    expect(dialog.querySelector('.org-avatar')).not.toBeNull()
  })

  it('shows stored photos through the provider fileSrc and initials otherwise', async () => {
    const root = generateOrgChart(12)
    const { container } = mount(createOrgChartProvider(root))
    await screen.findByText('共 12 人')
    const withPhoto = flattenNodes(root).find((n) => n.HeadImg)!
    await waitFor(() => {
      const img = container.querySelector(`[data-key="${withPhoto.UserId}"] img`) as HTMLImageElement | null
      expect(img?.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    })
    const without = flattenNodes(root).find((n) => !n.HeadImg)!
    expect(container.querySelector(`[data-key="${without.UserId}"] .org-avatar--text`)!.textContent).toBe(initials(without.UserName))
  })

  it('shows 暂无数据 when there is nobody', async () => {
    const { container } = mount(createOrgChartProvider(null))
    await waitFor(() => expect(container.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据'))
    expect(screen.getByText('共 0 人')).toBeTruthy()
    expect(screen.getByRole('button', { name: '放大' })).toHaveProperty('disabled', true)
  })

  it('shows 暂无数据 for a department without people, and a department root is not clickable', async () => {
    const first = mount(createOrgChartProvider({ UserId: null, UserName: '空部门', children: [] }))
    await waitFor(() => expect(first.container.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据'))
    first.unmount()

    const root: OrgChartNode = { UserId: null, UserName: '技术部', DepName: '技术部', children: generateOrgChart(5).children }
    const other = mount(createOrgChartProvider(root))
    await within(other.container).findByText('共 4 人')
    const dept = other.container.querySelector('.org-node--dept')!
    expect(dept.textContent).toContain('技术部')
    fireEvent.click(dept)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('finds a person by name and marks the box', async () => {
    const root = generateOrgChart(500)
    const { container } = mount(createOrgChartProvider(root))
    await screen.findByText('共 500 人')
    const target = flattenNodes(root).at(-1)!
    const box = screen.getByPlaceholderText('搜索姓名 / 岗位 / 工号')
    fireEvent.change(box, { target: { value: target.WorkNo } })
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
    await waitFor(() => expect(container.querySelector(`[data-key="${target.UserId}"].org-node--hit`)).not.toBeNull())
    fireEvent.change(box, { target: { value: '查无此人' } })
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
    await screen.findByText('未找到匹配的人员')
  })
})

describe('org chart data', () => {
  it('reads the contract shape and the draft shape', () => {
    const a = toPeople({ UserId: 'u1', UserName: '张三', Position: '总经理', PositionLevel: 1, HeadImg: '/download-file?id=1', children: [{ UserId: 'u2', UserName: '李四', children: [] }] })!
    expect(a).toMatchObject({ key: 'u1', name: '张三', position: '总经理', level: 1, avatar: '/download-file?id=1' })
    expect(a.children[0].name).toBe('李四')
    const b = toPeople({ Id: 7, RealName: '王五', PositionName: '经理', PositionLevel: 'L3', NickImg: 'x.png', Responsibilities: '管团队', Children: [{ Id: 8, RealName: '赵六' }] })!
    expect(b).toMatchObject({ userId: '7', name: '王五', position: '经理', level: 3, avatar: 'x.png', responsibility: '管团队' })
    expect(countPeople(b)).toBe(2)
    expect(toPeople(null)).toBeNull()
    expect(toPeople([])).toBeNull()
    const forest = toPeople([{ UserId: 'a', UserName: 'A' }, { UserId: 'b', UserName: 'B' }])!
    expect(forest.userId).toBeNull()
    expect(forest.children).toHaveLength(2)
  })

  it('makes initials from the given name', () => {
    expect(initials('欧阳娜娜')).toBe('娜娜')
    expect(initials('张伟')).toBe('张伟')
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('')).toBe('?')
  })
})
