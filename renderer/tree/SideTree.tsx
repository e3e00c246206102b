/**
 * A list screen's side tree (`sideTree`): a tree from an endpoint left of the search form and the
 * table. Selecting a node sets the schema's query parameter (selecting it again clears it); the
 * panel collapses with a toggle (收起 / 展开 by default, 8rem open and 3rem closed by default); a
 * right-click on a node opens the schema's menu of (granted) buttons.
 */
import { useEffect, useState } from 'react'
import { Alert, Button, Dropdown, Empty, Spin } from 'antd'
import { errorMessage, useDataProvider } from '../data/provider'
import { usePermission } from '../permission'
import type { ButtonSpec, SideTreeSchema } from '../schema/types'
import { loadTree, type TreeNode } from './tree'
import { TreeView } from './TreeView'

export const SIDE_TREE_DEFAULTS = { width: '8rem', collapsedWidth: '3rem', texts: { collapse: '收起', expand: '展开' } } as const

export interface SideTreeProps {
  schema: SideTreeSchema
  value?: string | number
  onSelect(value: string | number | undefined, node?: TreeNode): void
  /** a menu button was chosen on a node */
  onMenu?(button: ButtonSpec, node: TreeNode): void
  /** fill the parent (a phone's drawer) instead of a panel of the schema's width with its toggle */
  fill?: boolean
}

export function SideTree({ schema, value, onSelect, onMenu, fill }: SideTreeProps) {
  const dp = useDataProvider()
  const { has } = usePermission()
  const [tree, setTree] = useState<TreeNode[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string>()
  const [collapsed, setCollapsed] = useState(false)
  const look = { ...SIDE_TREE_DEFAULTS, ...schema.collapsible, texts: { ...SIDE_TREE_DEFAULTS.texts, ...schema.collapsible?.texts } }
  const menu = (schema.menu ?? []).filter((b) => has(b.permission))

  useEffect(() => {
    let live = true
    setLoading(true)
    loadTree(dp, schema)
      .then((t) => live && (setTree(t), setError(undefined)))
      .catch((e) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [dp, schema])

  const width = collapsed ? look.collapsedWidth : look.width
  const style = fill ? undefined : { width, minWidth: width, flex: `0 0 ${width}`, marginRight: 12, transition: 'width .2s' }

  return (
    <aside className={`renderer-side-tree${collapsed ? ' is-collapsed' : ''}`} data-testid="side-tree" style={style}>
      {schema.collapsible && !fill ? (
        <Button size="small" type="link" className="renderer-side-tree-toggle" style={{ padding: 0, marginBottom: 8 }} onClick={() => setCollapsed((c) => !c)}>
          {collapsed ? look.texts.expand : look.texts.collapse}
        </Button>
      ) : null}
      {collapsed ? null : (
        <div className="renderer-side-tree-body" style={{ overflow: 'auto' }}>
          {/* a plain heading: antd's Typography (it brings its editable TextArea) adds ~12 KB gzip to every page with a side tree */}
          {schema.title && !fill ? <div className="renderer-side-tree-heading" style={{ fontWeight: 600, marginBottom: 8 }}>{schema.title}</div> : null}
          {error ? <Alert type="error" showIcon message={error} /> : null}
          <Spin spinning={loading}>
            {!loading && !tree.length && !error ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
            {tree.length ? (
              <TreeView
                nodes={tree}
                label={schema.title}
                selected={value}
                onSelect={(node) => {
                  if (value !== undefined && String(node.value) === String(value)) onSelect(undefined)
                  else onSelect(node.value, node)
                }}
                renderTitle={(node) =>
                  menu.length && onMenu ? (
                    <Dropdown
                      trigger={['contextMenu']}
                      menu={{
                        items: menu.map((b, i) => ({ key: String(i), label: b.label, danger: b.danger })),
                        onClick: ({ key, domEvent }) => {
                          domEvent.stopPropagation()
                          onMenu(menu[Number(key)], node)
                        },
                      }}
                    >
                      <span className="renderer-side-tree-title" title={node.title}>{node.title}</span>
                    </Dropdown>
                  ) : (
                    <span className="renderer-side-tree-title" title={node.title}>{node.title}</span>
                  )
                }
              />
            ) : null}
          </Spin>
        </div>
      )}
    </aside>
  )
}
