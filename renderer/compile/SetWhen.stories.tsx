/** Form linkage `setWhen`: a switch forces another field's value (and disabledWhen/requiredWhen follow). */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { FormDialog } from '../dialog/FormDialog'
import type { FormDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'

const schema: FormDialogSchema = {
  kind: 'form',
  title: '账号设置',
  api: { create: { method: 'POST', url: '/api/account' } },
  fields: [
    {
      name: 'Type', label: '状态', component: 'Radio.Group', required: true, texts: { required: '请选择状态' },
      options: [{ label: '启用', value: 1 }, { label: '禁用', value: 2 }, { label: '黑名单', value: 3 }],
      disabledWhen: { field: 'IsBlack', truthy: true },
      setWhen: [{ when: { field: 'IsBlack', truthy: true }, value: 2 }, { when: { field: 'IsBlack', truthy: false }, value: null }],
    },
    { name: 'IsBlack', label: '加入黑名单', component: 'Switch' },
    { name: 'Reason', label: '原因', component: 'TextArea', requiredWhen: { any: [{ field: 'Type', in: [2, 3] }, { field: 'IsBlack', truthy: true }] }, texts: { required: '请输入原因' } },
  ],
}

function Demo() {
  const provider = useMemo(() => createMemoryProvider({ 'POST /api/account': () => null }), [])
  return (
    <Providers provider={provider}>
      <FormDialog schema={schema} mode="add" inputs={{ Id: 'u1' }} onClose={() => undefined} />
    </Providers>
  )
}

const meta = { title: 'Renderer/Linkage setWhen', component: Demo } satisfies Meta<typeof Demo>
export default meta
export const BlacklistSwitch: StoryObj<typeof meta> = { parameters: { shows: ['账号设置', '启用', '禁用', '黑名单', '加入黑名单', '原因'] } }
