/**
 * The TreeSelect field kind: Formily's antd TreeSelect whose tree comes from the schema's `remote`
 * (nested or flat with parentField), e.g. a department tree in a search form.
 */
import { useEffect } from 'react'
import type { Field } from '@formily/core'
import { useField } from '@formily/react'
import { TreeSelect } from '@formily/antd-v5/esm/tree-select'
import { useOptionalDataProvider } from '../data/provider'
import type { RemoteTree } from '../schema/types'
import { loadTree } from './tree'
import { useJsonStable } from '../data/useJsonStable'

export function TreeSelectField(props: Record<string, unknown> & { remote?: RemoteTree }) {
  const { remote, ...rest } = props
  const field = useField<Field>()
  const dp = useOptionalDataProvider()
  const source = useJsonStable(remote)
  useEffect(() => {
    if (!source || !field || !dp) return
    let live = true
    field.loading = true
    loadTree(dp, source)
      .then((tree) => {
        if (live) field.dataSource = tree
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) field.loading = false
      })
    return () => {
      live = false
    }
  }, [dp, field, source])
  return <TreeSelect {...rest} />
}

export default TreeSelectField
