/**
 * The issue 15 publishing screens (公告列表, 系统消息, 信息管理, 栏目管理) on fixture data through an
 * in-memory DataProvider: the managers' buttons for holders of Create/Update/Delete and only 查看
 * for the read-only viewer (spec 002 s.6 permission mode 2), row numbers, the publish dialog titled
 * 信息发布 with 发布 / 取消, and its view mode (no upload, no 添加, no advanced settings, 暂无设置).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { entities } from '../../common/entities'
import { ScreenRenderer } from '../../renderer'
import { createMemoryProvider, page } from '../../renderer/testing/memoryProvider'
import { Providers } from '../../renderer/testing/storyKit'
import announceScreen from '../../schemas/screens/announce/list.json'
import messageScreen from '../../schemas/screens/announce/message.json'
import infoScreen from '../../schemas/screens/publish/info.json'
import columnScreen from '../../schemas/screens/publish/column.json'

const T = '2026-11-20T08:30:00.000Z'
const first = { Id: 'f1', Title: '通知公告', ParentId: null, ParentName: '', Sort: 1, Level: 1, CreationTime: T, CanDelete: 0 }
const second = [
  { Id: 's1', Title: '公司公告', ParentId: 'f1', ParentName: '通知公告', Sort: 1, Level: 2, CreationTime: T, CanDelete: 0 },
  { Id: 's2', Title: '部门通知', ParentId: 'f1', ParentName: '通知公告', Sort: 2, Level: 2, CreationTime: T, CanDelete: 1 },
]
const item = (i: number, extra: Record<string, unknown> = {}) => ({
  Id: `m${i}`,
  Title: `通知第${i}号`,
  TypeId: 's1',
  TypeName: '公司公告',
  Summary: `摘要${i}`,
  IsTop: i === 1 ? 1 : 0,
  IsNewMemberCanSee: 0,
  IsSecret: 0,
  CreationTime: T,
  CreatorName: '系统管理员',
  IsRead: 0,
  ...extra,
})
const messages = Array.from({ length: 18 }, (_, i) => item(i + 1))

function provider() {
  return createMemoryProvider({
    'POST /api/app/system-message/messages-list': ({ body }) => page(messages, body as Record<string, unknown>),
    'GET /api/app/system-message/message-detail/{Id}': ({ params }) => ({ ...messages.find((m) => m.Id === params.Id), Content: '<p>正文内容</p>', Attachs: [], SystemMessageReceivers: [] }),
    'GET /api/app/system-message/message-type': () => [{ ...first, SecondTypes: second }],
    'GET /api/app/system-message/message-type-list': ({ query }) => page([first, ...second], query),
  })
}

const screens = { announce: announceScreen, message: messageScreen, info: infoScreen, column: columnScreen }

function PublishingScreen(props: { screen: keyof typeof screens; granted: string[] }) {
  const dp = useMemo(() => provider(), [])
  return (
    <Providers provider={dp} granted={props.granted}>
      <Suspense fallback={null}>
        <ScreenRenderer schema={screens[props.screen]} entities={entities} />
      </Suspense>
    </Providers>
  )
}

const meta = { title: 'Screens/Publishing', component: PublishingScreen } satisfies Meta<typeof PublishingScreen>
export default meta
type Story = StoryObj<typeof meta>

const ALL = ['Create', 'Update', 'Delete']
export const Announcements: Story = {
  args: { screen: 'announce', granted: ALL },
  parameters: { shows: ['新增', '批量删除', '序号', '通知第1号', '公司公告', '系统管理员', '共 18 条'] },
}
/** permission mode 2: the page alone, a read-only viewer */
export const AnnouncementsReadOnly: Story = {
  args: { screen: 'announce', granted: [] },
  parameters: { shows: ['通知第1号', '查看'], hides: ['新增', '批量删除', '编辑', '删除'] },
}
export const SystemMessages: Story = {
  args: { screen: 'message', granted: ALL },
  parameters: { shows: ['消息类型', '全部', '通知第2号'] },
}
export const InfoPublish: Story = {
  args: { screen: 'info', granted: ALL },
  parameters: { shows: ['请选择栏目', '通知第3号', '摘要3'] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }))
    const dialog = within(await body.findByRole('dialog'))
    await expect(await dialog.findByText('信息发布')).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: '发布' })).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: '取消' })).toBeInTheDocument()
    await expect(await dialog.findByText('设为置顶公告')).toBeInTheDocument()
    await expect(dialog.getByText('上传附件')).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: '添加' })).toBeInTheDocument()
    await expect(dialog.getByText('新成员可见')).toBeInTheDocument()
  },
}
export const InfoView: Story = {
  args: { screen: 'info', granted: ALL },
  parameters: { shows: ['通知第1号'] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const row = within(canvasElement).getByText('通知第1号').closest('tr') as HTMLElement
    await userEvent.click(within(row).getByRole('button', { name: '查看' }))
    const dialog = within(await body.findByRole('dialog'))
    await expect(await dialog.findByText('查看信息')).toBeInTheDocument()
    await expect(await dialog.findByText('暂无设置')).toBeInTheDocument()
    await expect(dialog.queryByText('上传附件')).toBeNull()
    await expect(dialog.queryByRole('button', { name: '添加' })).toBeNull()
    await expect(dialog.queryByText('新成员可见')).toBeNull()
    await expect(dialog.queryByText('保密')).toBeNull()
  },
}
export const Columns: Story = {
  args: { screen: 'column', granted: ALL },
  parameters: { shows: ['栏目名称', '上级栏目', '部门通知', '通知公告'] },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('.ant-table-tbody tr.ant-table-row')
    const del = (i: number) => within(rows[i] as HTMLElement).getByRole('button', { name: /删\s*除/ })
    // 通知公告 has second levels and 公司公告 messages (CanDelete 0); 部门通知 neither
    await expect(del(0)).toBeDisabled()
    await expect(del(2)).toBeEnabled()
  },
}
