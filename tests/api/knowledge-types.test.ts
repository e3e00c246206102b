import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'

interface Type {
  Id: string
  TypeName: string
  ParentId: string | null
  ParentName: string
  IsShow: number
  Sort: number
  Code: string
  Level: number
  CanDelete: number
  ChildTypes?: Type[]
}
type Page = { Items: Type[]; TotalCount: number }

let h: Harness
let admin: string
let learner: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  learner = await h.tokenFor('E0003')
})
afterAll(() => h?.close())

const base = '/api/app/knowledge-type'
const save = (body: Record<string, unknown>, token = admin) => h.call<{ Id: string; Code: string }>('POST', `${base}/knowledge-type`, { token, body })
const list = async (query = '') => (await h.call<Page>('GET', `${base}/knowledge-type-list?MaxResultCount=1000${query}`, { token: admin })).body.Data
const byName = async (name: string) => (await list(`&Filter=${encodeURIComponent(name)}`)).Items.find((t) => t.TypeName === name)!

describe('course categories', () => {
  it('lists the categories in tree order with parent names, paged', async () => {
    const page = await h.call<Page>('GET', `${base}/knowledge-type-list?MaxResultCount=5`, { token: admin })
    expect(page.status).toBe(200)
    expect(page.body.Data.Items).toHaveLength(5)
    expect(page.body.Data.TotalCount).toBeGreaterThan(20)
    const [first, second, third] = page.body.Data.Items
    expect(first).toMatchObject({ TypeName: '专业技术', Level: 1, ParentName: '', CanDelete: 0 })
    expect(second).toMatchObject({ TypeName: '前端开发', ParentName: '专业技术', Level: 2 })
    expect(third).toMatchObject({ TypeName: 'React', ParentName: '前端开发', Level: 3 })
    expect((await list('&Filter=' + encodeURIComponent('沟通'))).Items.map((t) => t.TypeName)).toEqual(['沟通表达'])
  })

  it('offers level-1 and level-2 categories as parents', async () => {
    const res = await h.call<{ TypeName: string; Level: number }[]>('GET', `${base}/knowledge-type`, { token: admin })
    expect(res.body.Data.every((p) => p.Level < 3)).toBe(true)
    expect(res.body.Data.map((p) => p.TypeName)).toContain('前端开发')
  })

  it('adds a category under a parent with a code under the parent code, 提交成功', async () => {
    const parent = await byName('前端开发')
    const res = await save({ TypeName: 'Vue', ParentId: parent.Id, IsShow: 1, Sort: 9 })
    expect(res.status).toBe(200)
    expect(res.body.Message).toBe('提交成功')
    expect(res.body.Data.Code.startsWith(parent.Code)).toBe(true)
    expect(await byName('Vue')).toMatchObject({ Level: 3, ParentName: '前端开发', CanDelete: 1, Sort: 9 })
  })

  it('refuses a name over 30 characters, an empty name and a sort outside 1-1000 with the rule messages', async () => {
    expect((await save({ TypeName: '类'.repeat(31), IsShow: 1, Sort: 1 })).body.Message).toBe('类别名称：请输入1-30个字符')
    expect((await save({ TypeName: '', IsShow: 1, Sort: 1 })).body.Message).toBe('请输入类别名称')
    for (const Sort of [0, 1001]) {
      const res = await save({ TypeName: '排序', IsShow: 1, Sort })
      expect(res.status).toBe(400)
      expect(res.body.Message).toBe('排序：请输入1-1000之间的整数')
    }
    expect((await save({ TypeName: '排序', IsShow: 1, Sort: 2.5 })).body.Message).toBe('排序：请输入整数')
  })

  it('keeps to three levels, also when a branch moves', async () => {
    const react = await byName('React')
    const deep = await save({ TypeName: '第四级', ParentId: react.Id, IsShow: 1, Sort: 1 })
    expect(deep.status).toBe(400)
    expect(deep.body.Message).toBe('类别最多三级')
    const front = await byName('前端开发')
    const office = await byName('办公软件')
    const moved = await save({ Id: front.Id, TypeName: front.TypeName, ParentId: office.Id, IsShow: 1, Sort: 1 })
    expect(moved.body.Message).toBe('类别最多三级')
    const own = await save({ Id: (await byName('专业技术')).Id, TypeName: '专业技术', ParentId: front.Id, IsShow: 1, Sort: 1 })
    expect(own.body.Message).toBe('上级类别不能是自己或自己的下级')
    expect((await save({ TypeName: 'x', ParentId: '00000000-0000-0000-0000-000000000000', IsShow: 1, Sort: 1 })).body.Message).toBe('上级类别不存在')
  })

  it('moves a branch to another parent: its children follow with new codes and levels', async () => {
    const test = await byName('软件测试')
    const top = await save({ TypeName: '质量保障', IsShow: 1, Sort: 50 })
    const child = await save({ TypeName: '性能测试', ParentId: test.Id, IsShow: 1, Sort: 1 })
    expect(child.status).toBe(200)
    const moved = await save({ Id: test.Id, TypeName: '软件测试', ParentId: top.body.Data.Id, IsShow: 1, Sort: 3 })
    expect(moved.status).toBe(200)
    const after = await byName('性能测试')
    expect(after.Code.startsWith(top.body.Data.Code)).toBe(true)
    expect(after.Level).toBe(3)
  })

  it('switches IsShow (设置成功) and the tree hides a hidden branch unless showAll', async () => {
    const culture = await byName('企业文化')
    const res = await h.call<{ IsShow: number }>('POST', `${base}/${culture.Id}/knowledge-type-is-show`, { token: admin, body: { IsShow: 0 } })
    expect(res.body).toMatchObject({ Message: '设置成功', Data: { IsShow: 0 } })
    const names = (nodes: Type[]): string[] => nodes.flatMap((n) => [n.TypeName, ...names(n.ChildTypes ?? [])])
    const tree = await h.call<Type[]>('GET', `${base}/knowledge-type-three`, { token: learner })
    expect(names(tree.body.Data)).not.toContain('企业文化')
    expect(names(tree.body.Data)).not.toContain('新人入职')
    const all = await h.call<Type[]>('GET', `${base}/knowledge-type-three?showAll=true`, { token: admin })
    expect(names(all.body.Data)).toContain('新人入职')
    const flipped = await h.call<{ IsShow: number }>('POST', `${base}/${culture.Id}/knowledge-type-is-show`, { token: admin, body: {} })
    expect(flipped.body.Data.IsShow).toBe(1)
  })

  it('deletes an unused category (删除成功) and refuses one with children or courses', async () => {
    const vue = await byName('Vue')
    const del = await h.call('POST', `${base}/${vue.Id}/delete-knowledge-type`, { token: admin })
    expect(del.body.Message).toBe('删除成功')
    const withChildren = await h.call('POST', `${base}/${(await byName('专业技术')).Id}/delete-knowledge-type`, { token: admin })
    expect(withChildren.status).toBe(400)
    expect(withChildren.body.Message).toBe('该类别下有子类别或课程，不能删除')
    const withCourses = await h.call('POST', `${base}/${(await byName('React')).Id}/delete-knowledge-type`, { token: admin })
    expect(withCourses.body.Message).toBe('该类别下有子类别或课程，不能删除')
  })

  it('answers 404 for unknown ids and 403 without the permission', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      expect((await h.call('POST', `${base}/${id}/delete-knowledge-type`, { token: admin })).status).toBe(404)
      expect((await h.call('POST', `${base}/${id}/knowledge-type-is-show`, { token: admin, body: {} })).status).toBe(404)
    }
    expect((await save({ Id: '00000000-0000-0000-0000-000000000000', TypeName: 'x', IsShow: 1, Sort: 1 })).status).toBe(404)
    expect((await save({ TypeName: '学员新增', IsShow: 1, Sort: 1 }, learner)).status).toBe(403)
    expect((await h.call('GET', `${base}/knowledge-type-list`, { token: learner })).status).toBe(403)
  })
})
