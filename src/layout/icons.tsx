/**
 * Menu icons by name. Only the icons schemas/menus.json names are imported (named imports, tree-shaken), so the
 * layout does not carry the whole icon set; a menu item naming an icon missing here gets the fallback.
 * When a menu in schemas/menus.json names a new icon, add it here.
 */
import {
  AppstoreFilled,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CloudOutlined,
  ClusterOutlined,
  CompassOutlined,
  FileTextOutlined,
  FireOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GiftOutlined,
  IdcardOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  SoundOutlined,
  StopOutlined,
  TeamOutlined,
  UserDeleteOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'
import { defineIcons } from '../../renderer/icons'

export const MENU_ICONS: Record<string, ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CloudOutlined,
  ClusterOutlined,
  CompassOutlined,
  FileTextOutlined,
  FireOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GiftOutlined,
  IdcardOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  SoundOutlined,
  StopOutlined,
  TeamOutlined,
  UserDeleteOutlined,
  UserOutlined,
  UserSwitchOutlined,
}

export function MenuIcon(props: { name?: string | null }) {
  const Icon = (props.name && MENU_ICONS[props.name]) || AppstoreFilled
  return <Icon />
}

// the 图标 column of 菜单管理 (an `icon` column) shows the same icons as the sidebar
defineIcons(MENU_ICONS)
