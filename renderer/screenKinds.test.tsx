import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ScreenRenderer } from './ScreenRenderer'
import { defineScreenKind, preloadScreenKind } from './screenKinds'
import type { EntitySchema } from '../common/entity-fields'
import { Providers } from './testing/storyKit'

describe('screen kinds', () => {
  it('a kind defined outside the engine renders its screens, with the entities and parameters', () => {
    defineScreenKind<{ greeting: string }>({
      name: 'greeting',
      component: ({ schema, entities, params }) => (
        <p>
          {schema.greeting} {Object.keys(entities).join(',')} {params?.who}
        </p>
      ),
    })
    render(
      <Providers>
        <ScreenRenderer schema={{ kind: 'greeting', id: 'g', greeting: '你好' }} entities={{ role: { $id: 'role', properties: {} } as never }} params={{ who: '张三' }} />
      </Providers>,
    )
    expect(screen.getByText('你好 role 张三')).toBeTruthy()
  })

  it('an unknown kind says so instead of failing', () => {
    render(
      <Providers>
        <ScreenRenderer schema={{ kind: 'nope', id: 'x' }} />
      </Providers>,
    )
    expect(screen.getByText('暂不支持的页面类型：nope')).toBeTruthy()
  })

  it('a form screen preloaded with its schema mounts with every field in its first render', async () => {
    const entity = {
      $id: 'leave',
      type: 'object',
      properties: { Reason: { type: 'string', title: '事由', maxLength: 30 }, Start: { type: 'string', title: '开始日期', format: 'date' }, Days: { type: 'number', title: '天数', 'x-rule': 'number' } },
      required: ['Reason'],
    } as unknown as EntitySchema
    const schema = { kind: 'form', id: 'leave/apply', route: 'leave', title: '请假', entity: 'leave', api: { create: { method: 'POST', url: '/api/leave' } }, fields: [{ field: 'Reason' }, { field: 'Start' }, { field: 'Days' }] }
    await preloadScreenKind('form', { schema, entities: { leave: entity } })
    render(
      <Providers>
        <ScreenRenderer schema={schema} entities={{ leave: entity }} />
      </Providers>,
    )
    // no loading state in between: the form's code and its date and number kinds were there before the render
    expect(screen.getByText('事由')).toBeTruthy()
    expect(document.querySelector('.ant-picker')).toBeTruthy()
    expect(document.querySelector('.ant-input-number')).toBeTruthy()
  })
})
