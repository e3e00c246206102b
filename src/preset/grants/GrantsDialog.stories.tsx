import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { permissionGroups } from '../../../tests/stories/fixtures/permissions'
import type { GrantsDialogSchema } from '../../../renderer/schema/types'
import { createMemoryProvider } from '../../../renderer/testing/memoryProvider'
import { Providers } from '../../../renderer/testing/storyKit'
import { GrantsDialog } from './GrantsDialog'

const schema: GrantsDialogSchema = {
  kind: 'grants',
  title: '权限',
  width: 880,
  provider: { name: 'U', keyField: 'Id' },
  api: {
    definitions: { method: 'GET', url: '/api/demo/permission-definition' },
    granted: { method: 'GET', url: '/api/demo/granted' },
    save: { method: 'PUT', url: '/api/demo/permissions' },
  },
}

function Demo(props: { granted: string[]; byRole: Record<string, string[]> }) {
  const provider = useMemo(
    () =>
      createMemoryProvider({
        'GET /api/demo/permission-definition': () => permissionGroups(),
        'GET /api/demo/granted': () => permissionGroups(props.granted, new Map(Object.entries(props.byRole))),
        'PUT /api/demo/permissions': () => null,
      }),
    [props.granted, props.byRole],
  )
  return (
    <Providers provider={provider}>
      <GrantsDialog schema={schema} record={{ Id: 'u1' }} onClose={() => {}} />
    </Providers>
  )
}

const meta = { title: 'Renderer/GrantsDialog', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { args: { granted: ['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Create'], byRole: {} }, parameters: { shows: ['人力资源', 'OA审批', '员工档案', '新增', '导出', '历史花名册'], hides: ['员工档案（人事专员）'] } }
export const GrantedThroughRole: Story = { args: { granted: [], byRole: { 'HRM.EmployeeFile': ['人事专员'], 'HRM.EmployeeFile.Create': ['人事专员'] } }, parameters: { shows: ['员工档案（人事专员）', '新增（人事专员）'] } }
