/**
 * Renders every story (renderer/, tests/stories/ and the hand-written pages and preset widgets of src/) in jsdom; a story that
 * throws or logs a console.error fails. Stories must run without a server (fixture DataProviders). Every story states what it
 * shows, and the test checks it once settled (no spinner still turning):
 * - `parameters.shows`: texts that must appear (substring match on an element's own text);
 * - `parameters.hides`: texts no element may read exactly (what the story is about being absent: a refused button, 暂无数据);
 * - `parameters.selector`: a CSS selector that must match, for what shows no text (an image, an input's value, a switch).
 * A story declaring neither `shows` nor `selector` fails: "the page is not empty" proves nothing.
 * A story with a `play` (an interaction: a save refused, a notice after saving) runs it after these checks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { composeStories, setProjectAnnotations } from '@storybook/react'
import type { ComponentType } from 'react'
import preview from '../../.storybook/preview'

setProjectAnnotations(preview)

const modules = import.meta.glob<Record<string, unknown>>(['../../renderer/**/*.stories.tsx', './**/*.stories.tsx', '../../src/pages/**/*.stories.tsx', '../../src/preset/**/*.stories.tsx'], { eager: true })

/** what a story declares it shows (see the comment at the top) */
type StoryChecks = { shows?: string[]; hides?: string[]; selector?: string }

/**
 * Runs a play as Storybook runs it in a browser: storybook/test's user events are not wrapped in act() (they
 * come from its own copy of Testing Library), so React must not expect act() meanwhile, or it warns
 * about every state update they cause.
 */
async function playAsInTheBrowser(play: () => Promise<void>): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = scope.IS_REACT_ACT_ENVIRONMENT
  scope.IS_REACT_ACT_ENVIRONMENT = false
  try {
    await play()
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before
  }
}

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
      const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as Record<string, ComponentType & { parameters?: StoryChecks; play?: (context: { canvasElement: HTMLElement }) => Promise<void> }>
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders without errors`, async () => {
          const view = render(<Story />)
          // let remote loads and effects settle
          await act(async () => {
            await new Promise((r) => setTimeout(r, 50))
          })
          const { shows, hides, selector } = Story.parameters ?? {}
          expect(shows?.length || selector, 'the story declares parameters.shows or parameters.selector').toBeTruthy()
          // a story's first lazy chunk (the form side with Formily) can take seconds on a busy machine
          for (const text of shows ?? []) expect((await screen.findAllByText(text, { exact: false }, { timeout: 10_000 })).length).toBeGreaterThan(0)
          if (selector) await waitFor(() => expect(document.querySelector(selector), selector).not.toBeNull())
          await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
          for (const text of hides ?? []) expect(screen.queryAllByText(text, { exact: true })).toEqual([])
          if (Story.play) await playAsInTheBrowser(() => Story.play!({ canvasElement: view.container }))
          expect(errors.map((e) => e.map(String).join(' '))).toEqual([])
          view.unmount()
        })
      }
    })
  }
})
