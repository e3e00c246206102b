/**
 * A tag as antd's Tag draws it (same markup, classes and colours), without the component: a page of
 * 500 rows with two tag columns paid antd's style hooks 1,000 times (each instance re-checks its
 * <style> tags) for a span. Its styles come pre-generated (./antd-tag.css, `npm run antd-styles`,
 * src/antdTagStyles.tsx), scoped by the `renderer-tag` class where antd puts its class hash.
 */
import type { ReactNode } from 'react'
import './antd-tag.css'

// antd's preset and status colours (antd/es/_util/colors.js): a class each; any other colour is the background
const PRESET = new Set(['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'])
const INTERNAL = new Set([...PRESET, ...[...PRESET].map((c) => `${c}-inverse`), 'success', 'processing', 'error', 'default', 'warning'])

export function PlainTag(props: { color?: string; children?: ReactNode }) {
  const { color } = props
  if (!color) return <span className="renderer-tag ant-tag">{props.children}</span>
  if (INTERNAL.has(color)) return <span className={`renderer-tag ant-tag ant-tag-${color}`}>{props.children}</span>
  return (
    <span className="renderer-tag ant-tag ant-tag-has-color" style={{ backgroundColor: color }}>
      {props.children}
    </span>
  )
}
