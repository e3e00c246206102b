/**
 * The form grid (issue 12, "Layout"), in headless Chromium against the real server (demo seed):
 * HR opens the submitted entry NH003 in check mode (the wizard full screen over 入职管理); its
 * 基本信息 lays out in three columns at 1920 px, two at 1024 px and one at 390 px; 年龄 and 身高
 * keep a narrow input; 性格 (a text area) and 照片 (an upload) take the whole row. The long
 * 编辑员工 dialog shows two columns. Screenshots: .tmp/screens/form-grid-*.png.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, browserSession, shot, signIn, ui } from './harness'

const session = browserSession('form-grid')
let page: Page
beforeAll(() => {
  page = session.page
})

interface GridShape {
  /** distinct left edges of the one-cell fields: the columns in use */
  columns: number
  gridWidth: number
  /** the control width of each labelled field */
  controls: Record<string, number>
  /** the item width of each labelled field */
  items: Record<string, number>
}

/** The shape of the first form grid inside a scope, as the browser laid it out. */
function gridShape(scope: Locator): Promise<GridShape> {
  return scope
    .locator('.renderer-form-grid-cells')
    .first()
    .evaluate((grid) => {
      const lefts = new Set<number>()
      const controls: Record<string, number> = {}
      const items: Record<string, number> = {}
      for (const el of Array.from(grid.children) as HTMLElement[]) {
        const label = el.querySelector('.renderer-item-label label')?.textContent ?? ''
        const control = el.querySelector('.renderer-item-control-component') as HTMLElement | null
        if (control) controls[label] = Math.round(control.getBoundingClientRect().width)
        items[label] = Math.round(el.getBoundingClientRect().width)
        if (!el.classList.contains('renderer-span-full')) lefts.add(Math.round(el.getBoundingClientRect().left))
      }
      return { columns: lefts.size, gridWidth: Math.round(grid.getBoundingClientRect().width), controls, items }
    })
}

describe('form grid', () => {
  it('the entry wizard in check mode: 3 columns at 1920 px, 2 at 1024 px, 1 at 390 px', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await signIn(page, session.h.url, ADMIN.workNo, ADMIN.password)
    await page.goto(session.h.url + '/hrm/entry-management')
    await page.getByPlaceholder('工号/姓名/手机号').fill('NH003')
    await page.getByRole('button', { name: '查询' }).click()
    await ui.row(page, 'NH003').getByRole('button', { name: '查看' }).click()
    const overlay = ui.dialog(page, '入职信息审核')
    await overlay.getByTestId('wizard').waitFor()
    await overlay.getByRole('tab', { name: '基本信息' }).click()
    const pane = overlay.locator('.ant-tabs-tabpane-active')
    await pane.locator('.renderer-form-grid-cells').first().waitFor()
    await ui.settle(page)

    for (const [width, columns] of [
      [1920, 3],
      [1024, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await ui.settle(page)
      await shot(page, `form-grid-entry-check-${width}`)
      const shape = await gridShape(pane)
      expect({ width, columns: shape.columns }).toEqual({ width, columns })
      // numbers stay narrow; a text area and the photo take the whole row
      expect(shape.controls['年龄']).toBeLessThanOrEqual(200)
      expect(shape.controls['身高']).toBeLessThanOrEqual(200)
      expect(shape.items['性格']).toBe(shape.gridWidth)
      expect(shape.items['照片']).toBe(shape.gridWidth)
      // nothing is wider than the window (no sideways scrolling of the form)
      expect(shape.gridWidth).toBeLessThanOrEqual(width)
    }
  })

  it('the 编辑员工 dialog lays its long tabs out in two columns on a wide screen, one on a phone', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(session.h.url + '/hrm/employee-file')
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first()
    await first.waitFor()
    await first.getByRole('button', { name: '编辑' }).click()
    const dialog = ui.dialog(page, '编辑员工')
    await dialog.locator('.renderer-form-grid-cells').first().waitFor()
    await ui.settle(page)
    await shot(page, 'form-grid-employee-edit-1920')
    expect((await gridShape(dialog)).columns).toBe(2)
    await page.setViewportSize({ width: 390, height: 844 })
    await ui.settle(page)
    await shot(page, 'form-grid-employee-edit-390')
    expect((await gridShape(dialog)).columns).toBe(1)
  })
})
