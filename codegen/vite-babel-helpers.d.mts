import type { Plugin } from 'vite'

export function patchBabelHelper(code: string, id: string): string | null
/** with `root`, only modules under that folder are patched */
export function fastBabelHelpers(root?: string): Plugin & { transform(code: string, id: string): { code: string; map: null } | null }
