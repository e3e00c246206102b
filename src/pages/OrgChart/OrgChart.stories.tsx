/** 组织架构图 on generated data: 500 people, a small team, a department root, and no data. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createOrgChartProvider, generateOrgChart } from './fixture'
import OrgChartPage from './OrgChartPage'
import type { OrgChartNode } from './types'

function OrgChartStory(props: { people: number; departmentRoot?: boolean }) {
  const provider = useMemo(() => {
    if (props.people <= 0) return createOrgChartProvider(null)
    const top = generateOrgChart(props.people)
    const root: OrgChartNode = props.departmentRoot
      ? { UserId: null, UserName: '技术部', DepName: '技术部', children: top.children ?? [] }
      : top
    return createOrgChartProvider(root)
  }, [props.people, props.departmentRoot])
  return <OrgChartPage provider={provider} />
}

const meta = {
  title: 'Pages/HRM/OrgChart',
  component: OrgChartStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrgChartStory>
export default meta
type Story = StoryObj<typeof meta>

export const FiveHundredPeople: Story = { args: { people: 500 }, parameters: { shows: ['共 500 人', '王军', '总经理', '销售总监'] } }
export const SmallTeam: Story = { args: { people: 12 }, parameters: { shows: ['共 12 人', '王军', '技术总监', '人力资源总监', '行政总监'] } }
export const DepartmentRoot: Story = { args: { people: 40, departmentRoot: true }, parameters: { shows: ['共 39 人', '技术部'], hides: ['总经理'] } }
export const Empty: Story = { args: { people: 0 }, parameters: { shows: ['共 0 人', '暂无数据'] } }
