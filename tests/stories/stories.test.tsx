/**
 * Renders every story (renderer/, tests/stories/ and the hand-written pages in src/pages/) in jsdom; a story that throws or logs a
 * console.error fails. Stories must run without a server (fixture DataProviders). A story with `parameters.shows` / `hides`
 * must show those texts (and none of those it hides) once settled, no spinner still turning; the screen stories of
 * tests/stories/ declare them, the component stories of renderer/ and src/pages/ do not yet.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { composeStories, setProjectAnnotations } from '@storybook/react'
import type { ComponentType } from 'react'
import preview from '../../.storybook/preview'

setProjectAnnotations(preview)

const modules = import.meta.glob<Record<string, unknown>>(['../../renderer/**/*.stories.tsx', './**/*.stories.tsx', '../../src/pages/**/*.stories.tsx', '../../src/preset/**/*.stories.tsx'], { eager: true })

let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => vi.restoreAllMocks())

describe('stories', () => {
  it('finds stories in renderer/ and tests/stories/', () => {
    const paths = Object.keys(modules)
    expect(paths.some((p) => p.includes('/renderer/'))).toBe(true)
    expect(paths.some((p) => p.includes('roles-screen'))).toBe(true)
  })

  for (const [path, mod] of Object.entries(modules)) {
    describe(path.replace(/^(\.\.\/)+/, ''), () => {
      const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as Record<string, ComponentType & { parameters?: { shows?: string[]; hides?: string[] } }>
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders without errors`, async () => {
          const view = render(<Story />)
          // let remote loads and effects settle
          await act(async () => {
            await new Promise((r) => setTimeout(r, 50))
          })
          const { shows, hides } = Story.parameters ?? {}
          if (shows || hides) {
            for (const text of shows ?? []) expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0)
            await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
            for (const text of hides ?? []) expect(screen.queryAllByText(text, { exact: true })).toEqual([])
          } else expect(view.container.innerHTML.length + document.body.innerHTML.length).toBeGreaterThan(0)
          expect(errors.map((e) => e.map(String).join(' '))).toEqual([])
          view.unmount()
        })
      }
    })
  }
})
