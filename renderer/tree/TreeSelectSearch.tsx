/**
 * The TreeSelect search widget: a plain antd TreeSelect whose tree comes from the field's `remote`
 * (nested, or flat with parentField), e.g. the department tree of a search form. Loaded on demand.
 */
import { useEffect, useState } from 'react'
import { TreeSelect } from 'antd'
import { useOptionalDataProvider } from '../data/provider'
import type { SearchWidgetProps } from '../fields/search/searchWidget'
import type { RemoteTree } from '../schema/types'
import { loadTree, type TreeNode } from './tree'

export function TreeSelectSearch({ field, id, value, onChange, props, disabled }: SearchWidgetProps) {
  const dp = useOptionalDataProvider()
  const remote = (field as { remote?: RemoteTree }).remote
  const [tree, setTree] = useState<TreeNode[]>([])
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    if (!remote || !dp) return
    let live = true
    setLoading(true)
    loadTree(dp, remote)
      .then((t) => live && setTree(t))
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [dp, remote])
  return (
    <TreeSelect
      id={id}
      disabled={disabled}
      loading={loading}
      treeData={tree}
      {...props}
      value={value === '' || value === null ? undefined : value}
      onChange={(v) => onChange(v ?? undefined)}
    />
  )
}

