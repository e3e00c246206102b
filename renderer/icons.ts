/**
 * Icons by name for schemas (the `icon` column kind). The renderer imports no icon set itself: the
 * whole @ant-design/icons set is megabytes, so the application registers the icons its data names
 * (the menu icons) with `defineIcons` before rendering.
 */
import type { ComponentType } from 'react'

const icons = new Map<string, ComponentType>()

/** registers icons by name (a later definition of a name replaces the earlier one) */
export function defineIcons(set: Record<string, ComponentType>): void {
  for (const [name, icon] of Object.entries(set)) icons.set(name, icon)
}

/** the icon registered under `name`, or undefined */
export const iconByName = (name: string): ComponentType | undefined => icons.get(name)
