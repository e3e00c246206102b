/** schemas/screens/system/roles.json rendered on fixture data through an in-memory DataProvider. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { entities as registry } from '../../common/entities'
import { ScreenRenderer } from '../../renderer'
import { Providers } from '../../renderer/testing/storyKit'
import rolesScreen from '../../schemas/screens/system/roles.json'
import { createRoleProvider, roleRows } from './fixtures/roles'

const entities = { role: registry.role }

function RolesScreen(props: { granted: string[]; rows?: number }) {
  const provider = useMemo(() => createRoleProvider(roleRows(props.rows ?? 23)), [props.rows])
  return (
    <Providers provider={provider} granted={props.granted}>
      <ScreenRenderer schema={rolesScreen} entities={entities} />
    </Providers>
  )
}

const meta = { title: 'Screens/System/Roles', component: RolesScreen } satisfies Meta<typeof RolesScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Administrator: Story = { args: { granted: ['Create', 'Update', 'Delete', 'Permission'] }, parameters: { shows: ['共 23 条', '新增', '批量删除', '权限'] } }
export const EditOnly: Story = { args: { granted: ['Update'] }, parameters: { shows: ['共 23 条', '编辑'], hides: ['新增', '批量删除'] } }
export const NoButtons: Story = { args: { granted: [] }, parameters: { shows: ['共 23 条'], hides: ['新增', '编辑', '删除'] } }
export const Empty: Story = { args: { granted: ['Create', 'Update', 'Delete', 'Permission'], rows: 0 }, parameters: { shows: ['暂无数据'] } }
