/**
 * A light single-select tree for the side panel of a list: every node starts expanded, a click
 * selects, a caret folds, and the keyboard works as the WAI-ARIA tree pattern says (up/down between
 * visible nodes, right opens or enters, left closes or goes to the parent, Enter/Space selects).
 * antd's Tree (rc-tree with virtual lists, drag and drop, checkboxes, motion) cost each list page
 * with a side tree ~12 KB gzip for none of that; the permission trees still use it.
 */
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons'
import type { TreeNode } from './tree'
import './treeView.css'

export interface TreeViewProps {
  nodes: TreeNode[]
  selected?: string | number
  onSelect(node: TreeNode): void
  renderTitle?(node: TreeNode): ReactNode
  label?: string
}

interface Row {
  node: TreeNode
  level: number
  parent?: Row
  open: boolean
}

const keyOf = (n: TreeNode) => String(n.key)

export function TreeView({ nodes, selected, onSelect, renderTitle, label }: TreeViewProps) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set())
  const [focused, setFocused] = useState<string>()
  const root = useRef<HTMLUListElement>(null)

  // the visible nodes in order: what the arrow keys walk
  const { rows, rowOf } = useMemo(() => {
    const out: Row[] = []
    const byNode = new Map<TreeNode, Row>()
    const walk = (list: TreeNode[], level: number, parent?: Row) => {
      for (const node of list) {
        const row: Row = { node, level, parent, open: !!node.children?.length && !folded.has(keyOf(node)) }
        out.push(row)
        byNode.set(node, row)
        if (row.open) walk(node.children!, level + 1, row)
      }
    }
    walk(nodes, 1)
    return { rows: out, rowOf: byNode }
  }, [nodes, folded])

  const selectedKey = selected === undefined ? undefined : String(selected)
  const current = rows.find((r) => keyOf(r.node) === focused) ?? rows.find((r) => String(r.node.value) === selectedKey) ?? rows[0]

  const fold = (node: TreeNode, open: boolean) =>
    setFolded((s) => {
      const next = new Set(s)
      if (open) next.delete(keyOf(node))
      else next.add(keyOf(node))
      return next
    })
  const focus = (row: Row | undefined) => {
    if (!row) return
    setFocused(keyOf(row.node))
    const key = keyOf(row.node)
    for (const el of root.current?.querySelectorAll<HTMLElement>('[data-key]') ?? []) if (el.dataset.key === key) el.focus()
  }

  const onKeyDown = (e: KeyboardEvent, row: Row) => {
    const i = rows.indexOf(row)
    const hasChildren = !!row.node.children?.length
    const act: Record<string, () => void> = {
      ArrowDown: () => focus(rows[i + 1]),
      ArrowUp: () => focus(rows[i - 1]),
      Home: () => focus(rows[0]),
      End: () => focus(rows[rows.length - 1]),
      ArrowRight: () => (hasChildren && !row.open ? fold(row.node, true) : row.open ? focus(rows[i + 1]) : undefined),
      ArrowLeft: () => (row.open ? fold(row.node, false) : focus(row.parent)),
      Enter: () => onSelect(row.node),
      ' ': () => onSelect(row.node),
    }
    if (!act[e.key]) return
    e.preventDefault()
    e.stopPropagation()
    act[e.key]()
  }

  const draw = (list: TreeNode[], level: number): ReactNode =>
    list.map((node) => {
      const row = rowOf.get(node)!
      const key = keyOf(node)
      const hasChildren = !!node.children?.length
      const isSelected = String(node.value) === selectedKey
      return (
        <li
          key={key}
          role="treeitem"
          aria-level={level}
          aria-selected={isSelected}
          aria-expanded={hasChildren ? row.open : undefined}
          className="renderer-tree-item"
        >
          <div
            className={`renderer-tree-row${isSelected ? ' is-selected' : ''}`}
            style={{ paddingLeft: (level - 1) * 16 }}
            data-key={key}
            tabIndex={row === current ? 0 : -1}
            onFocus={() => setFocused(key)}
            onKeyDown={(e) => onKeyDown(e, row)}
            onClick={() => onSelect(node)}
          >
            <span
              className="renderer-tree-switcher"
              aria-hidden
              onClick={(e) => {
                if (!hasChildren) return
                e.stopPropagation()
                fold(node, !row.open)
              }}
            >
              {hasChildren ? row.open ? <CaretDownOutlined /> : <CaretRightOutlined /> : null}
            </span>
            <span className="renderer-tree-title">{renderTitle ? renderTitle(node) : node.title}</span>
          </div>
          {row.open ? <ul role="group">{draw(node.children!, level + 1)}</ul> : null}
        </li>
      )
    })

  return (
    <ul role="tree" aria-label={label} className="renderer-tree" ref={root}>
      {draw(nodes, 1)}
    </ul>
  )
}
