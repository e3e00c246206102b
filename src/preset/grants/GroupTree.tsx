/** One permission group: a select-all checkbox and a checkable tree (checkStrictly, our own cascade). */
import { Checkbox, Tree } from 'antd'
import type { GrantNode, GroupModel } from './model'

export interface GroupTreeProps {
  group: GroupModel
  checked: Set<string>
  inherited: Map<string, string[]>
  disabled?: boolean
  onToggle(key: string, on: boolean): void
  onToggleAll(on: boolean): void
}

interface TreeNode {
  key: string
  title: string
  disabled?: boolean
  disableCheckbox?: boolean
  children?: TreeNode[]
}

function toTree(n: GrantNode): TreeNode {
  return { key: n.key, title: n.title, disableCheckbox: n.disabled, children: n.children.length ? n.children.map(toTree) : undefined }
}

export function GroupTree(props: GroupTreeProps) {
  const { group, checked, inherited } = props
  const on = group.keys.filter((k) => checked.has(k)).length
  const all = group.keys.length > 0 && on === group.keys.length
  const keys = [...checked, ...inherited.keys()]
  return (
    <div className="renderer-grants-group">
      <Checkbox
        checked={all}
        indeterminate={on > 0 && !all}
        disabled={props.disabled || group.keys.length === 0}
        onChange={(e) => props.onToggleAll(e.target.checked)}
        style={{ marginBottom: 8 }}
      >
        全选
      </Checkbox>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={props.disabled}
        treeData={group.nodes.map(toTree)}
        checkedKeys={{ checked: keys, halfChecked: [] }}
        onCheck={(_keys, info) => props.onToggle(String(info.node.key), info.checked)}
      />
    </div>
  )
}
