import { describe, expect, it } from 'vitest'
import { Component, Suspense, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { lazyComponent } from './lazyComponent'

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(e: Error) {
    return { error: e.message }
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children
  }
}

const Hello = (props: { who: string }) => <p>hello {props.who}</p>

describe('lazyComponent', () => {
  it('renders at once, without the fallback, when its module was preloaded', async () => {
    let loads = 0
    const { Component: Lazy, preload } = lazyComponent(() => (loads++, Promise.resolve(Hello)))
    await preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy who="张三" />
      </Suspense>,
    )
    expect(screen.getByText('hello 张三')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
    expect(loads).toBe(1)
  })

  it('suspends until its module is there when nobody preloaded it', async () => {
    const { Component: Lazy } = lazyComponent(() => Promise.resolve(Hello))
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy who="李四" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('hello 李四')).toBeTruthy()
  })

  it('reports a failed load to the error boundary until the next preload loads again', async () => {
    let attempt = 0
    const { Component: Lazy, preload } = lazyComponent(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello)))
    await expect(preload()).rejects.toThrow('offline')
    const { unmount } = render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy who="王五" />
        </Suspense>
      </Boundary>,
    )
    expect(await screen.findByText('failed: offline')).toBeTruthy()
    unmount()
    await preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy who="王五" />
      </Suspense>,
    )
    expect(await screen.findByText('hello 王五')).toBeTruthy()
    expect(attempt).toBe(2)
  })
})
