/**
 * The issue 4 screen schemas (employee list with its organisation tree, departed roster, blacklist)
 * rendered on fixture data through the in-memory HR API (tests/stories/fixtures/hr.ts), plus the
 * employee detail dialog opened on a row.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { ScreenRenderer } from '../../renderer'
import { DetailDialog } from '../../renderer/detail/DetailDialog'
import type { DetailDialogSchema } from '../../renderer/schema/types'
import { Providers } from '../../renderer/testing/storyKit'
import blacklistScreen from '../../schemas/screens/hrm/blacklist.json'
import departedScreen from '../../schemas/screens/hrm/departed.json'
import employeesScreen from '../../schemas/screens/hrm/employees.json'
import { createHrProvider, employeeRows, hrEntities } from './fixtures/hr'

const screens = { employees: employeesScreen, departed: departedScreen, blacklist: blacklistScreen }

function HrScreen(props: { screen: keyof typeof screens; granted: string[]; count?: number }) {
  const dp = useMemo(() => createHrProvider(employeeRows(props.count ?? 60)), [props.count])
  return (
    <Providers provider={dp} granted={props.granted}>
      <ScreenRenderer schema={screens[props.screen]} entities={hrEntities} />
    </Providers>
  )
}

const meta = { title: 'Screens/HRM employee files', component: HrScreen } satisfies Meta<typeof HrScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Employees: Story = { args: { screen: 'employees', granted: ['Create', 'Update', 'Delete', 'Export'] }, parameters: { shows: ['新增员工', '设置主体', 'E0001'] } }
export const EmployeesReadOnly: Story = { args: { screen: 'employees', granted: [] }, parameters: { shows: ['E0001'], hides: ['新增员工', '设置主体'] } }
export const Departed: Story = { args: { screen: 'departed', granted: ['Delete'] }, parameters: { shows: ['离职原因', 'E0007', '赵洋', '2024-07-15', '个人发展', '移出', '共 7 条'] } }
export const Blacklist: Story = { args: { screen: 'blacklist', granted: ['Delete'] }, parameters: { shows: ['E0008', '黄勇', '严重违纪', '移出', '共 7 条'] } }
export const BlacklistEmpty: Story = { args: { screen: 'blacklist', granted: ['Delete'], count: 0 }, parameters: { shows: ['暂无数据'] } }

function Detail(props: { workNo: string }) {
  const dp = useMemo(() => createHrProvider(), [])
  const row = dp.rows.find((r) => r.WorkNo === props.workNo)
  return (
    <Providers provider={dp}>
      <DetailDialog schema={employeesScreen.dialogs.detail as unknown as DetailDialogSchema} record={row} onClose={() => undefined} />
    </Providers>
  )
}

export const EmployeeDetail: StoryObj<typeof Detail> = { render: () => <Detail workNo="E0001" />, parameters: { shows: ['职场历程', '2024年'] } }
export const EmployeeDetailNoCareer: StoryObj<typeof Detail> = { render: () => <Detail workNo="E0002" />, parameters: { shows: ['员工详情', '李芳', 'E0002', '138****1001', '职场历程', '暂无数据'] } }
