/** The 'My' pages come from schemas/menus.json "personal" and open their screen schemas by route name. */
import { describe, expect, it } from 'vitest'
import menus from '../../schemas/menus.json'
import { ACCOUNT_PAGES, pageInfo } from './pages'

const routes = Object.values(import.meta.glob<{ route: string }>('../../schemas/screens/**/*.json', { eager: true, import: 'default' })).map((s) => s.route)

describe('personal pages', () => {
  it('are the personal entries of menus.json, each with a screen schema', () => {
    expect(ACCOUNT_PAGES.map((p) => [p.title, p.path, p.route])).toEqual(menus.personal.map((p) => [p.Name, p.Url, p.Path]))
    expect(ACCOUNT_PAGES.map((p) => p.title)).toEqual(['个人中心', '修改密码'])
    for (const p of ACCOUNT_PAGES) expect(routes).toContain(p.route)
  })

  it('have a title, a 我的 breadcrumb and a menu node without buttons', () => {
    const info = pageInfo([], '/account/password')!
    expect(info).toMatchObject({ title: '修改密码', trail: ['我的', '修改密码'], node: { Path: 'child_my_password', Authoritys: [] } })
  })
})
