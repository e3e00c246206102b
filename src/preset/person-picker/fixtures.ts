/** A small organisation behind a fake department endpoint (stories and tests; no server). */
import { ApiError } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { createMemoryProvider, type MemoryProvider } from '../../../renderer/testing/memoryProvider'
import type { OrgAnswer, OrgDept, OrgUser } from './usePersonPicker'

/** The endpoint a schema names (spec 000 s.7). */
export const departmentApi: Endpoint = { method: 'GET', url: '/api/app/old-frame/department/{id}' }

const depts: (OrgDept & { ParentId: string | null })[] = [
  { Id: 'd1', Name: '总公司', ParentId: null },
  { Id: 'd2', Name: '技术部', ParentId: 'd1' },
  { Id: 'd3', Name: '人事部', ParentId: 'd1' },
  { Id: 'd4', Name: '前端组', ParentId: 'd2' },
]
const users: OrgUser[] = [
  { Id: 'u1', RealName: '张总', WorkNo: 'A0002', DepId: 'd1', DepName: '总公司' },
  { Id: 'u2', RealName: '李雷', WorkNo: 'A0003', DepId: 'd2', DepName: '技术部' },
  { Id: 'u3', RealName: '韩梅梅', WorkNo: 'A0004', DepId: 'd2', DepName: '技术部' },
  { Id: 'u4', RealName: '王小明', WorkNo: 'A0005', DepId: 'd4', DepName: '前端组' },
  { Id: 'u5', RealName: '赵小红', WorkNo: 'A0006', DepId: 'd4', DepName: '前端组' },
  { Id: 'u6', RealName: '刘芳', WorkNo: 'A0007', DepId: 'd3', DepName: '人事部' },
  { Id: 'u7', RealName: '陈静', WorkNo: 'A0008', DepId: 'd3', DepName: '人事部' },
]

function below(id: string): string[] {
  return [id, ...depts.filter((d) => d.ParentId === id).flatMap((d) => below(String(d.Id)))]
}
const withCount = (d: OrgDept): OrgDept => ({ ...d, MenberCount: users.filter((u) => below(String(d.Id)).includes(String(u.DepId))).length })

/** The contract's answer of GET /api/app/old-frame/department/{id}. */
export function orgAnswer(id: string, query: Record<string, unknown>): OrgAnswer {
  const type = Number(query.type ?? 0)
  const keyword = typeof query.keyword === 'string' ? query.keyword : ''
  if (keyword) {
    return type === 1
      ? { Users: [], Depts: depts.filter((d) => d.Name.includes(keyword)).map(withCount), Crumbs: [] }
      : { Users: users.filter((u) => u.RealName.includes(keyword) || u.WorkNo?.includes(keyword)), Depts: [], Crumbs: [] }
  }
  const parent = id === '0' ? null : id
  if (parent && !depts.some((d) => d.Id === parent)) throw new ApiError(404, 404, '部门不存在')
  const crumbs: { Id: string; Name: string }[] = []
  for (let d = depts.find((x) => x.Id === parent); d; d = depts.find((x) => x.Id === d!.ParentId)) crumbs.unshift({ Id: String(d.Id), Name: d.Name })
  return {
    Users: type === 1 ? [] : users.filter((u) => (parent ? u.DepId === parent : !u.DepId)),
    Depts: depts.filter((d) => d.ParentId === parent).map(withCount),
    Crumbs: crumbs,
  }
}

export function createOrgProvider(options: { delay?: number; fail?: boolean } = {}): MemoryProvider {
  return createMemoryProvider(
    {
      'GET /api/app/old-frame/department/{id}': ({ params, query }) => {
        if (options.fail) throw new ApiError(500, 500, '服务器错误')
        return orgAnswer(params.id, query)
      },
    },
    { delay: options.delay },
  )
}
