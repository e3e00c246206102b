/** The side panel's tree as a user drives it: pointer and keyboard, following the WAI-ARIA tree pattern. */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TreeView } from './TreeView'
import { buildTree } from './tree'

const nodes = buildTree(
  [
    { Id: 1, ParentId: null, Name: '总公司' },
    { Id: 2, ParentId: 1, Name: '研发部' },
    { Id: 3, ParentId: 2, Name: '前端组' },
    { Id: 4, ParentId: 1, Name: '财务部' },
  ],
  { labelField: 'Name', valueField: 'Id', parentField: 'ParentId' },
)

function mount(selected?: number) {
  const onSelect = vi.fn()
  render(<TreeView nodes={nodes} selected={selected} onSelect={onSelect} label="组织架构" />)
  return onSelect
}
const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) })
const row = (name: string) => item(name).firstElementChild as HTMLElement
const visible = () => screen.getAllByRole('treeitem').map((li) => li.querySelector('.renderer-tree-title')!.textContent)

describe('TreeView', () => {
  it('starts with every node open, levels and the selection told to assistive technology', () => {
    mount(2)
    expect(screen.getByRole('tree', { name: '组织架构' })).toBeTruthy()
    expect(visible()).toEqual(['总公司', '研发部', '前端组', '财务部'])
    expect(item('研发部').getAttribute('aria-level')).toBe('2')
    expect(item('研发部').getAttribute('aria-selected')).toBe('true')
    expect(item('研发部').getAttribute('aria-expanded')).toBe('true')
    expect(item('财务部').getAttribute('aria-expanded')).toBeNull()
    // one stop in the tab order: the selected node
    expect(screen.getAllByRole('treeitem').map((li) => (li.firstElementChild as HTMLElement).tabIndex)).toEqual([-1, 0, -1, -1])
  })

  it('a click on a node selects it; a click on its caret folds and unfolds it without selecting', () => {
    const onSelect = mount()
    fireEvent.click(within(row('财务部')).getByText('财务部'))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 4 }))
    fireEvent.click(row('研发部').querySelector('.renderer-tree-switcher')!)
    expect(visible()).toEqual(['总公司', '研发部', '财务部'])
    expect(item('研发部').getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(row('研发部').querySelector('.renderer-tree-switcher')!)
    expect(visible()).toEqual(['总公司', '研发部', '前端组', '财务部'])
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('arrows walk the visible nodes, left folds then goes to the parent, right unfolds then enters, Enter selects', () => {
    const onSelect = mount()
    row('总公司').focus()
    fireEvent.keyDown(row('总公司'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(row('研发部'))
    fireEvent.keyDown(row('研发部'), { key: 'ArrowLeft' })
    expect(visible()).toEqual(['总公司', '研发部', '财务部'])
    fireEvent.keyDown(row('研发部'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(row('财务部'))
    fireEvent.keyDown(row('财务部'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(row('总公司'))
    fireEvent.keyDown(row('总公司'), { key: 'End' })
    expect(document.activeElement).toBe(row('财务部'))
    fireEvent.keyDown(row('财务部'), { key: 'ArrowUp' })
    fireEvent.keyDown(row('研发部'), { key: 'ArrowRight' })
    expect(visible()).toEqual(['总公司', '研发部', '前端组', '财务部'])
    fireEvent.keyDown(row('研发部'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(row('前端组'))
    fireEvent.keyDown(row('前端组'), { key: 'Enter' })
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: 3 }))
    expect(row('前端组').tabIndex).toBe(0)
  })
})
