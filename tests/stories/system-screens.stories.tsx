/**
 * The issue 3 screen schemas rendered on fixture data through in-memory DataProviders: menu
 * management, user management, cloud storage (with upload, download and preview), the personal
 * centre and change password (form screens; afterSave events are logged, not acted on).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { entities } from '../../common/entities'
import { ScreenRenderer } from '../../renderer'
import type { DataProvider } from '../../renderer/data/provider'
import { Providers } from '../../renderer/testing/storyKit'
import filesScreen from '../../schemas/screens/cloud/files.json'
import passwordScreen from '../../schemas/screens/my/password.json'
import profileScreen from '../../schemas/screens/my/profile.json'
import menusScreen from '../../schemas/screens/system/menus.json'
import usersScreen from '../../schemas/screens/system/users.json'
import { createAccountProvider, createFileProvider, createMenuProvider, createUserProvider } from './fixtures/system'

const screens = {
  menus: { schema: menusScreen, provider: () => createMenuProvider() },
  users: { schema: usersScreen, provider: () => createUserProvider() },
  files: { schema: filesScreen, provider: () => createFileProvider() },
  profile: { schema: profileScreen, provider: () => createAccountProvider() },
  password: { schema: passwordScreen, provider: () => createAccountProvider() },
} satisfies Record<string, { schema: object; provider: () => DataProvider }>

function SystemScreen(props: { screen: keyof typeof screens; granted: string[] }) {
  const { schema, provider } = screens[props.screen]
  const dp = useMemo(() => provider(), [provider])
  return (
    <Providers provider={dp} granted={props.granted}>
      {/* the screen waits here for the field kinds it loads on demand (Upload, InlineRows, ...) */}
      <Suspense fallback={null}>
        <ScreenRenderer schema={schema} entities={entities} />
      </Suspense>
    </Providers>
  )
}

const meta = { title: 'Screens/System settings, files, my account', component: SystemScreen } satisfies Meta<typeof SystemScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Menus: Story = { args: { screen: 'menus', granted: ['Create', 'Update', 'Delete'] }, parameters: { shows: ['菜单名称', '新增'] } }
export const Users: Story = { args: { screen: 'users', granted: ['Create', 'Update', 'Delete', 'Permission', 'ChangePassword'] }, parameters: { shows: ['新增', 'A0001', '系统管理员', 'admin@example.com', '权限', '修改密码'] } }
export const UsersReadOnly: Story = { args: { screen: 'users', granted: [] }, parameters: { shows: ['A0001', '系统管理员'], hides: ['新增', '编辑', '权限', '修改密码', '删除'] } }
export const CloudFiles: Story = { args: { screen: 'files', granted: ['Create', 'Delete'] }, parameters: { shows: ['上传'] } }
export const PersonalCentre: Story = { args: { screen: 'profile', granted: [] }, parameters: { shows: ['工号', '昵称', '上传头像', '从云盘选择', '确定'] } }
export const ChangePassword: Story = { args: { screen: 'password', granted: [] }, parameters: { shows: ['当前密码', '新密码', '确认密码'] } }
