/** The sidebar menu, built from the granted menu tree (hidden items skipped; icon and name from the item). */
import { useEffect, useMemo, useState } from 'react'
import { Menu, type MenuProps } from 'antd'
import type { MenuNode } from '../api/account'
import { visible } from '../auth/menus'
import { MenuIcon } from './icons'

type Item = Required<MenuProps>['items'][number]

export const groupKey = (n: MenuNode) => `group:${n.Id ?? n.Path}`

function toItems(nodes: MenuNode[] | null, byKey: Map<string, MenuNode>): Item[] {
  return visible(nodes).map((n): Item => {
    const kids = visible(n.Children)
    if (kids.length) {
      return { key: groupKey(n), icon: <MenuIcon name={n.Icon} />, label: n.Name, children: toItems(kids, byKey) }
    }
    byKey.set(n.Url, n)
    return { key: n.Url, icon: <MenuIcon name={n.Icon} />, label: n.Name, title: n.Name }
  })
}

export default function SideMenu(props: {
  menus: MenuNode[] | null
  selected: string
  trail: MenuNode[]
  collapsed: boolean
  onPick: (node: MenuNode) => void
}) {
  const { items, byKey } = useMemo(() => {
    const map = new Map<string, MenuNode>()
    return { items: toItems(props.menus, map), byKey: map }
  }, [props.menus])

  const trailKeys = useMemo(() => props.trail.slice(0, -1).map(groupKey), [props.trail])
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys)
  // opening a page from elsewhere (tab, address bar) unfolds its group
  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...trailKeys])])
  }, [trailKeys])

  return (
    <Menu
      className="side-menu"
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[props.selected]}
      {...(props.collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const node = byKey.get(key)
        if (node) props.onPick(node)
      }}
    />
  )
}
