/**
 * `afterSave: { kind: 'notice' }` on the real new-hire dialog of the entry check list: after the
 * save, the answer's work number and one-time initial password are shown in a notice.
 */
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { entities } from '../../common/entities'
import entryCheck from '../../schemas/screens/hrm/entry-check.json'
import type { FormDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { FormDialog } from './FormDialog'

// the real dialog without its two remote choices (jsdom cannot open antd's selects cheaply)
const real = entryCheck.dialogs.create as unknown as FormDialogSchema
const dialog: FormDialogSchema = { ...real, fields: real.fields!.filter((f) => !['OrgId', 'DepId'].includes(f.field!)) }

describe('afterSave notice', () => {
  it('shows the saved work number and initial password once the entry is created', async () => {
    const provider = createMemoryProvider({
      'GET /api/app/new-user/sys-orglist': () => [{ Id: 'o1', CompanyName: '总公司' }],
      'GET /api/app/users/dep-tree': () => [{ Id: 'd1', Name: '研发部', children: [] }],
      'GET /api/app/users/stationlist': () => [],
      'POST /api/app/new-user/entry': (req) => ({ ...(req.body as object), Id: 'u9', Password: 'Kx7pQ2mZ9a' }),
    })
    render(
      <Providers provider={provider}>
        <FormDialog schema={dialog} entity={entities['entry-create']} mode="add" onClose={() => undefined} inputs={{ OrgId: 'o1', DepId: 'd1' }} />
      </Providers>,
    )
    const fill = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } })
    await screen.findByPlaceholderText('请输入工号')
    fill('请输入工号', 'N2001')
    fill('请输入姓名', '林小满')
    fill('请输入手机号码', '13812345678')
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|保\s*存/ }))
    const notice = await screen.findByTestId('saved-notice', undefined, { timeout: 4000 })
    expect(screen.getAllByText('入职记录已创建').length).toBeGreaterThan(0)
    expect(within(notice).getByText('N2001')).toBeTruthy()
    expect(within(notice).getByText('Kx7pQ2mZ9a')).toBeTruthy()
    expect(notice.textContent).toContain('初始密码只显示这一次')
    await waitFor(() => expect(provider.calls.some((c) => c.method === 'POST')).toBe(true))
  })
})
