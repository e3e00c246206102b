import type { Plugin } from 'vite'

export const RC_MOUNT_ONCE_PATCHES: { file: string; from: string; to: string }[]
export function patchRcModule(code: string, id: string): string | null
/** with `root`, only modules under that folder are patched */
export function rcMountOnce(root?: string): Plugin & { transform(code: string, id: string): { code: string; map: null } | null }
