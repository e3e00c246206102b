// jsdom lacks what antd measures with; give it the minimum so components mount.
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { installOaPreset } from '../../src/preset'

// each test starts with an empty localStorage (the wizard's drafts would carry over otherwise)
afterEach(() => {
  cleanup()
  localStorage.clear()
})

// the application's widgets and dialog kinds (src/preset), as src/main.tsx installs them
installOaPreset()

// findBy*/waitFor wait up to 15 s (default 1 s): a big form's validation, or a dialog's first lazy
// load (9 s seen at load 20), takes longer in jsdom on a shared 2-core machine; a wait that succeeds
// earlier returns at once, and the unit project's test timeout (20 s) stays above it.
configure({ asyncUtilTimeout: 15_000 })

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList
}
if (!('ResizeObserver' in window)) {
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
const { getComputedStyle } = window
window.getComputedStyle = (elt: Element, pseudo?: string | null) => getComputedStyle(elt, pseudo ? undefined : pseudo)
