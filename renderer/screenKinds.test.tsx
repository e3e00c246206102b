import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ScreenRenderer } from './ScreenRenderer'
import { defineScreenKind } from './screenKinds'
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
})
