import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Space } from 'antd'
import { Permission, PermissionProvider } from '.'

function Demo(props: { granted: string[] }) {
  return (
    <PermissionProvider granted={props.granted}>
      <Space>
        <Permission code="Create"><Button type="primary">新增</Button></Permission>
        <Permission code="Update"><Button>编辑</Button></Permission>
        <Permission code="Delete" fallback={<span>（无删除权限）</span>}><Button danger>删除</Button></Permission>
      </Space>
    </PermissionProvider>
  )
}

const meta = { title: 'Renderer/Permission', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const AllGranted: Story = { args: { granted: ['Create', 'Update', 'Delete'] }, parameters: { shows: ['新增', '编辑', '删除'], hides: ['（无删除权限）'] } }
export const CreateOnly: Story = { args: { granted: ['Create'] }, parameters: { shows: ['新增', '（无删除权限）'], hides: ['编辑', '删除'] } }
