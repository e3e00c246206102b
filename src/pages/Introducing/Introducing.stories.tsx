/** 公司介绍 on fixture data: every panel filled (notices past one page, so 查看更多), and nothing at all. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createIntroducingProvider } from './fixture'
import { IntroducingPage } from './IntroducingPage'

function IntroducingStory(props: { empty?: boolean }) {
  const provider = useMemo(() => createIntroducingProvider({ empty: props.empty }), [props.empty])
  return <IntroducingPage provider={provider} />
}

const meta = {
  title: 'Pages/Publish/Introducing',
  component: IntroducingStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IntroducingStory>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  args: {},
  parameters: { shows: ['宣传视频', '公司宣传片', '1 / 2', '年度总结大会', '查看更多', '考勤管理制度', '费用报销制度', '公司年会圆满举行', '总公司', '陈静'] },
}
export const Empty: Story = { args: { empty: true }, parameters: { shows: ['宣传视频', '通知公告', '相关制度', '最新动态', '人力组织', '暂无数据'], hides: ['查看更多', '考勤管理制度'] } }
