import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ApiError } from '../data/provider'
import { ScreenRenderer } from '../ScreenRenderer'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { defineColumnKind } from './columnKinds'
import { formatNumber } from './column-kinds'
import { renderCell } from './columns'
import { defineIcons } from '../icons'
import { TeamOutlined } from '@ant-design/icons'

const rows = [{ Id: 1, Name: '张三', Score: 4, Salary: 1234567.5 }]
const provider = () => createMemoryProvider({ 'GET /api/people': () => ({ TotalCount: rows.length, Items: rows }) })

const listOf = (columns: Record<string, unknown>[]) => ({
  kind: 'list',
  id: 'people',
  route: '/people',
  title: '人员',
  api: { list: { method: 'GET', url: '/api/people' } },
  columns,
})

describe('column kinds', () => {
  it('a kind defined outside the engine draws its cells in a list screen', async () => {
    defineColumnKind({ name: 'stars', render: (value) => '★'.repeat(Number(value)) })
    render(
      <Providers provider={provider()}>
        <ScreenRenderer schema={listOf([{ field: 'Name', title: '姓名' }, { field: 'Score', title: '评分', kind: 'stars' }])} />
      </Providers>,
    )
    expect(await screen.findByText('★★★★')).toBeTruthy()
  })

  it('index: numbers the rows across pages (16 on the second page of 15)', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ Id: i + 1, Name: `人${i + 1}` }))
    render(
      <Providers provider={createMemoryProvider({ 'GET /api/people': ({ query }) => page(many, query) })}>
        <ScreenRenderer schema={listOf([{ title: '序号', kind: 'index' }, { field: 'Name', title: '姓名' }])} />
      </Providers>,
    )
    const numberOf = async (name: string) => (await screen.findByText(name)).closest('tr')!.querySelector('td')!.textContent
    expect(await numberOf('人1')).toBe('1')
    expect(await numberOf('人15')).toBe('15')
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!)
    expect(await numberOf('人16')).toBe('16')
    expect(await numberOf('人20')).toBe('20')
  })

  it('number: the same text as Intl.NumberFormat en-US, with and without a precision', () => {
    const intl = (n: number, p?: number) => new Intl.NumberFormat('en-US', p === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: p, maximumFractionDigits: p }).format(n)
    const samples = [0, -0, 1.005, 2.675, 1.125, -1.5, 0.5, 9.995, 999.9995, 99999.5, 0.1 + 0.2, 1e-7, 123456789.123, 1e21, -987654.321, 5e-324, Number.MAX_SAFE_INTEGER]
    for (const n of samples) for (const p of [undefined, 0, 1, 2, 3]) expect(formatNumber(n, p), `${n} with ${p}`).toBe(intl(n, p))
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 }), fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }), (n, p) => formatNumber(n, p) === intl(n, p)),
      { numRuns: 3000 },
    )
  })

  it('number: thousands separators, precision, right aligned', async () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5')
    expect(formatNumber('1234', 2)).toBe('1,234.00')
    expect(formatNumber(null)).toBe('')
    expect(renderCell({ field: 'Salary', title: '薪资', kind: 'number', precision: 0 }, rows[0])).toBe('1,234,568')
    render(
      <Providers provider={provider()}>
        <ScreenRenderer schema={listOf([{ field: 'Salary', title: '薪资', kind: 'number', precision: 2 }])} />
      </Providers>,
    )
    const cell = (await screen.findByText('1,234,567.50')).closest('td')!
    expect(cell.style.textAlign).toBe('right')
  })

  it('icon: the registered icon with its name; a name no icon has stays text', async () => {
    defineIcons({ TeamOutlined })
    const iconRows = [{ Id: 1, Icon: 'TeamOutlined' }, { Id: 2, Icon: 'NoSuchIcon' }]
    const iconProvider = createMemoryProvider({ 'GET /api/people': () => ({ TotalCount: 2, Items: iconRows }) })
    render(
      <Providers provider={iconProvider}>
        <ScreenRenderer schema={listOf([{ field: 'Icon', title: '图标', kind: 'icon' }])} />
      </Providers>,
    )
    const named = await screen.findByText('TeamOutlined')
    expect(named.closest('td')!.querySelector('[aria-label="team"] svg')).toBeTruthy()
    const unknown = await screen.findByText('NoSuchIcon')
    expect(unknown.closest('td')!.querySelector('svg')).toBeNull()
  })

  it('color: a swatch painted with the code beside it; a value that is no colour stays text and paints nothing', async () => {
    const colourRows = [{ Id: 1, Color: '#f5a623' }, { Id: 2, Color: 'red;background:url(x)' }]
    const colourProvider = createMemoryProvider({ 'GET /api/people': () => ({ TotalCount: 2, Items: colourRows }) })
    render(
      <Providers provider={colourProvider}>
        <ScreenRenderer schema={listOf([{ field: 'Color', title: '颜色', kind: 'color' }])} />
      </Providers>,
    )
    const swatch = (await screen.findByText('#f5a623')).closest('td')!.querySelector<HTMLElement>('.renderer-color-swatch')!
    expect(swatch.style.background).toBe('rgb(245, 166, 35)')
    const plain = await screen.findByText('red;background:url(x)')
    expect(plain.closest('td')!.querySelector('.renderer-color-swatch')).toBeNull()
  })

  it('an unknown kind names the known ones', () => {
    expect(() => renderCell({ field: 'Name', title: '姓名', kind: 'nope' }, rows[0])).toThrow(/unknown column kind "nope" \(known: text, /)
  })
})

describe('switch column with toggle', () => {
  const toggleRows = () => [
    { Id: 1, Name: '甲', IsShow: 1 },
    { Id: 2, Name: '乙', IsShow: 0 },
  ]
  const schemaWith = (permission?: string) =>
    listOf([
      { field: 'Name', title: '姓名' },
      { field: 'IsShow', title: '启用', kind: 'switch', toggle: { api: { method: 'POST', url: '/api/people/{Id}/is-show' }, permission } },
    ])
  const switches = () => screen.getAllByRole('switch', { name: '启用' })
  // the switches load on demand (column-kinds/SwitchCells.tsx)
  const switchesShown = () => screen.findAllByRole('switch', { name: '启用' })

  it('a click saves the other value for the row, says 设置成功 and reads the list again', async () => {
    const data = toggleRows()
    const dp = createMemoryProvider({
      'GET /api/people': () => ({ TotalCount: data.length, Items: data }),
      'POST /api/people/{Id}/is-show': ({ params, body }) => {
        data.find((r) => String(r.Id) === params.Id)!.IsShow = (body as { IsShow: number }).IsShow
        return null
      },
    })
    render(
      <Providers provider={dp} granted={['Update']}>
        <ScreenRenderer schema={schemaWith('Update')} />
      </Providers>,
    )
    await screen.findByText('乙')
    await switchesShown()
    expect(switches().map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false'])
    fireEvent.click(switches()[1])
    expect(await screen.findByText('设置成功')).toBeTruthy()
    await waitFor(() => expect(dp.calls.filter((c) => c.url === '/api/people').length).toBe(2))
    expect(dp.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/people/2/is-show', body: { IsShow: 1 } })
    await waitFor(() => expect(switches().map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true']))
  })

  it('a refusal shows the server message and the switch stays as it was', async () => {
    const data = toggleRows()
    const dp = createMemoryProvider({
      'GET /api/people': () => ({ TotalCount: data.length, Items: data }),
      'POST /api/people/{Id}/is-show': () => {
        throw new ApiError(400, 400, '不能停用')
      },
    })
    render(
      <Providers provider={dp} granted={['Update']}>
        <ScreenRenderer schema={schemaWith('Update')} />
      </Providers>,
    )
    await screen.findByText('甲')
    await switchesShown()
    fireEvent.click(switches()[0])
    expect(await screen.findByText('不能停用')).toBeTruthy()
    expect(switches()[0].getAttribute('aria-checked')).toBe('true')
    expect(screen.queryByText('设置成功')).toBeNull()
  })

  it('without the permission (or outside a list) the switch is read-only', async () => {
    const dp = createMemoryProvider({ 'GET /api/people': () => ({ TotalCount: 2, Items: toggleRows() }) })
    render(
      <Providers provider={dp} granted={[]}>
        <ScreenRenderer schema={schemaWith('Update')} />
      </Providers>,
    )
    await screen.findByText('甲')
    expect((await switchesShown()).every((s) => (s as HTMLButtonElement).disabled)).toBe(true)
    const { container } = render(<>{renderCell({ field: 'IsShow', title: '启用', kind: 'switch', toggle: { api: { method: 'POST', url: '/x/{Id}' } } }, toggleRows()[0])}</>)
    await waitFor(() => expect(container.querySelector<HTMLButtonElement>('button[role="switch"]')!.disabled).toBe(true))
  })
})
