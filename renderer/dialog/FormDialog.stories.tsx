/** The form dialog in its modes, with tabs, linkage and a failing save. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { EntitySchema } from '../../common/entity-fields'
import { ApiError } from '../data/provider'
import type { DialogMode, FormDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { FormDialog } from './FormDialog'

const entity: EntitySchema = {
  $id: 'person',
  title: '人员',
  'x-typeName': 'Person',
  properties: {
    Id: { type: 'string', readOnly: true },
    Name: { type: 'string', title: '姓名', 'x-rule': 'name' },
    Phone: { type: 'string', title: '手机', 'x-rule': 'mobile' },
    HasSpouse: { type: 'boolean', title: '已婚' },
    Spouse: { type: 'string', title: '配偶', 'x-rule': 'name' },
    Birthday: { type: 'string', format: 'date', title: '出生日期', 'x-rule': 'date' },
    Remark: { type: 'string', title: '备注', 'x-rule': 'textarea' },
    ConcurrencyStamp: { type: 'string' },
  },
  required: ['Name'],
}

const base: FormDialogSchema = {
  kind: 'form',
  title: { add: '新增人员', edit: '编辑人员', view: '查看人员' },
  entity: 'person',
  api: {
    get: { method: 'GET', url: '/api/people/{Id}' },
    create: { method: 'POST', url: '/api/people' },
    update: { method: 'PUT', url: '/api/people/{Id}' },
  },
  fields: [
    { field: 'Name' },
    { field: 'Phone' },
    { field: 'HasSpouse' },
    { field: 'Spouse', visibleWhen: { field: 'HasSpouse', eq: true } },
    { field: 'Birthday' },
    { field: 'Remark' },
  ],
}

const tabbed: FormDialogSchema = {
  ...base,
  fields: undefined,
  texts: { tabError: '请填写用户信息' },
  tabs: [
    { title: '用户信息', fields: [{ field: 'Name' }, { field: 'Phone' }] },
    { title: '其他', fields: [{ field: 'Birthday', required: true }, { field: 'Remark' }] },
  ],
}

/** After saving: the saved answer's fields in a notice (e.g. a one-time password only the answer carries). */
const withNotice: FormDialogSchema = {
  ...base,
  afterSave: { kind: 'notice', title: '人员已创建', description: '初始密码只显示这一次。', fields: [{ field: 'Name', label: '姓名' }, { field: 'Password', label: '初始密码' }] },
}

function Demo(props: { mode: DialogMode; tabs?: boolean; failing?: boolean; notice?: boolean }) {
  const provider = useMemo(
    () =>
      createMemoryProvider({
        'GET /api/people/{Id}': () => ({ Id: 'p1', Name: '张三', Phone: '13812345678', HasSpouse: true, Spouse: '李四', Birthday: '2001-03-07', ConcurrencyStamp: 's1' }),
        'POST /api/people': ({ body }) => ({ Id: 'p2', Password: 'Kx7pQ2mZ9a', ...(body as object) }),
        'PUT /api/people/{Id}': ({ body }) => {
          if (props.failing) throw new ApiError(409, 409, '数据已被其他人修改，请刷新后重试')
          return body
        },
      }),
    [props.failing],
  )
  return (
    <Providers provider={provider}>
      <FormDialog schema={props.tabs ? tabbed : props.notice ? withNotice : base} entity={entity} mode={props.mode} record={{ Id: 'p1' }} onClose={() => {}} />
    </Providers>
  )
}

const meta = { title: 'Renderer/FormDialog', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Add: Story = { args: { mode: 'add' }, parameters: { shows: ['新增人员', '姓名', '手机', '出生日期'], hides: ['配偶'] } }
export const Edit: Story = { args: { mode: 'edit' }, parameters: { shows: ['编辑人员', '配偶'], selector: 'input[value="13812345678"]' } }
export const View: Story = { args: { mode: 'view' }, parameters: { shows: ['查看人员', '张三', '13812345678', '李四', '2001-03-07', '关闭'], hides: ['确定'] } }
export const Tabs: Story = { args: { mode: 'add', tabs: true }, parameters: { shows: ['用户信息', '其他'], hides: ['已婚'] } }
/** 确定 on a record changed meanwhile: the server's 409 message shows and the dialog keeps the input. */
export const ConflictOnSave: Story = {
  args: { mode: 'edit', failing: true },
  parameters: { shows: ['编辑人员'], selector: 'input[value="张三"]' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await page.findByDisplayValue('张三')
    await userEvent.click(page.getByRole('button', { name: /确\s*定/ }))
    // in the dialog (an alert) and as a toast (antd's message loads with the first toast)
    await waitFor(() => expect(page.getAllByText('数据已被其他人修改，请刷新后重试').length).toBe(2), { timeout: 5000 })
    await expect(page.getByDisplayValue('张三')).toBeInTheDocument()
  },
}
/** 确定 shows the notice with the saved answer's 初始密码. */
export const NoticeAfterSave: Story = {
  args: { mode: 'add', notice: true },
  parameters: { shows: ['新增人员', '确定'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.type(await page.findByPlaceholderText('请输入姓名'), '王五')
    await userEvent.click(page.getByRole('button', { name: /确\s*定/ }))
    const notice = within(await page.findByTestId('saved-notice', {}, { timeout: 5000 }))
    await expect(page.getAllByText('人员已创建').length).toBeGreaterThan(0)
    await expect(notice.getByText('Kx7pQ2mZ9a')).toBeInTheDocument()
    await expect(notice.getByText('王五')).toBeInTheDocument()
  },
}
