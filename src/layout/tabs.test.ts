import { beforeEach, describe, expect, it } from 'vitest'
import { closeAllTabs, closeOtherTabs, closeTab, getTabs, openTab, syncTabs } from './tabs'

const open = (...titles: string[]) => titles.forEach((t) => openTab({ path: `/${t}`, title: t }))

describe('the tab bar', () => {
  beforeEach(() => closeAllTabs())

  it('关闭其他 keeps only the chosen tab; 关闭全部 closes every tab', () => {
    open('a', 'b', 'c')
    closeOtherTabs('/b')
    expect(getTabs().map((t) => t.title)).toEqual(['b'])
    open('d')
    closeAllTabs()
    expect(getTabs()).toEqual([])
  })

  it('closing the active tab shows its right neighbour; the last tab stays', () => {
    open('a', 'b', 'c')
    expect(closeTab('/b', '/b')?.path).toBe('/c')
    expect(closeTab('/a', '/c')).toBeNull()
    expect(closeTab('/c', '/c')).toBeNull()
    expect(getTabs().map((t) => t.title)).toEqual(['c'])
  })

  it('follows the menu tree: a renamed item retitles its tab, a deleted one closes it', () => {
    open('a', 'b', 'c')
    const before = getTabs()
    syncTabs((path) => (path === '/b' ? null : path === '/c' ? 'c2' : path.slice(1)))
    expect(getTabs()).toEqual([{ path: '/a', title: 'a' }, { path: '/c', title: 'c2' }])
    expect(getTabs()[0]).toBe(before[0])
    const same = getTabs()
    syncTabs((path) => (path === '/c' ? 'c2' : 'a'))
    expect(getTabs()).toBe(same) // nothing changed: no new list, no re-render
  })
})
