import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Modal } from 'antd'
import type { ListScreenSchema } from '../schema/types'
import { ListScreen } from '../list/ListScreen'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { defineDialogKind } from './dialogKinds'

describe('dialog kinds', () => {
  it('a kind defined outside the engine opens from a list action with the row; saving reloads the list', async () => {
    defineDialogKind<{ kind: 'hello'; greeting: string }>({
      name: 'hello',
      component: ({ schema, open, onClose }) => (
        <Modal open title={schema.greeting} footer={<button onClick={() => onClose(true)}>好的</button>}>
          {String(open.record?.Name)} {open.mode}
        </Modal>
      ),
    })
    const provider = createMemoryProvider({ 'GET /api/people': ({ query }) => page([{ Id: 1, Name: '张三' }], query) })
    const schema = {
      kind: 'list',
      id: 'people',
      route: 'people',
      title: '人员',
      api: { list: { method: 'GET', url: '/api/people' } },
      columns: [{ field: 'Name', title: '姓名' }],
      rowActions: [{ label: '问候', action: { kind: 'dialog', dialog: 'hi', mode: 'view' } }],
      dialogs: { hi: { kind: 'hello', greeting: '你好' } },
    } as unknown as ListScreenSchema
    render(
      <Providers provider={provider}>
        <ListScreen schema={schema} />
      </Providers>,
    )
    fireEvent.click(await screen.findByText('问候'))
    expect(await screen.findByText('你好')).toBeTruthy()
    expect(screen.getByText('张三 view')).toBeTruthy()
    const calls = provider.calls.length
    fireEvent.click(screen.getByText('好的'))
    await waitFor(() => expect(provider.calls.length).toBe(calls + 1))
  })
})
