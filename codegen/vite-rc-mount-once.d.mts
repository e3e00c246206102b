import type { Plugin } from 'vite'

export const RC_MOUNT_ONCE_PATCHES: { file: string; from: string; to: string }[]
export function patchRcModule(code: string, id: string): string | null
export function rcMountOnce(): Plugin
