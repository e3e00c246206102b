import { expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Permission, PermissionProvider } from '.'

it('shows a control only when its code is granted; without a provider nothing gated shows', () => {
  render(
    <>
      <PermissionProvider granted={['Create']}>
        <Permission code="Create"><span>新增</span></Permission>
        <Permission code="Delete"><span>删除</span></Permission>
        <Permission><span>刷新</span></Permission>
      </PermissionProvider>
      <Permission code="Create"><span>外部新增</span></Permission>
    </>,
  )
  expect(screen.getByText('新增')).toBeTruthy()
  expect(screen.queryByText('删除')).toBeNull()
  expect(screen.getByText('刷新')).toBeTruthy()
  expect(screen.queryByText('外部新增')).toBeNull()
})
