/**
 * A list's side tree on a phone: beside the table it would leave the table no width, so it waits
 * behind a button (the tree's title, then the chosen node's) and opens in a drawer from the left;
 * choosing a node closes the drawer.
 */
import { ApartmentOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { Button, Drawer } from 'antd'
import { SideTree, type SideTreeProps } from './SideTree'

export const SIDE_TREE_BUTTON_TEXT = '组织架构'

export function SideTreeDrawer(props: SideTreeProps & { label?: string }) {
  const [open, setOpen] = useState(false)
  const title = props.schema.title ?? SIDE_TREE_BUTTON_TEXT
  return (
    <>
      <Button className="renderer-side-tree-button" icon={<ApartmentOutlined />} style={{ marginBottom: 12, maxWidth: '100%' }} onClick={() => setOpen(true)}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{props.label ? `${title}：${props.label}` : title}</span>
      </Button>
      <Drawer title={title} placement="left" width="min(320px, 85vw)" open={open} onClose={() => setOpen(false)}>
        <SideTree
          {...props}
          fill
          onSelect={(value, node) => {
            props.onSelect(value, node)
            setOpen(false)
          }}
        />
      </Drawer>
    </>
  )
}
