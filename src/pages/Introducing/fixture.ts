/** A fixture DataProvider of the introducing page's calls (stories and tests; no server). */
import { createMemoryProvider, page } from '../../../renderer/testing/memoryProvider'
import type { News, Notice, OrgNode, PromoVideo, Regulation, RegulationType } from './api'

const svg = (colour: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="${colour}"/></svg>`)}`

const TYPES: RegulationType[] = [
  { Id: 't1', Key: 'hr', Name: '人事制度', Count: 2 },
  { Id: 't2', Key: 'finance', Name: '财务制度', Count: 1 },
]
const REGULATIONS: (Regulation & { TypeId: string; Content: string })[] = [
  { Id: 'r1', TypeId: 't1', Title: '考勤管理制度', Summary: '工作时间、打卡与请假', TypeName: '人事制度', CreationTime: '2026-01-05T01:00:00Z', Content: '<p>周一至周五 9:00-18:00。</p>' },
  { Id: 'r2', TypeId: 't1', Title: '薪酬福利制度', Summary: '薪资发放与福利项目', TypeName: '人事制度', CreationTime: '2026-01-05T01:00:00Z', Content: '<p>薪资于每月 10 日发放。</p>' },
  { Id: 'r3', TypeId: 't2', Title: '费用报销制度', Summary: '报销范围、票据与时限', TypeName: '财务制度', CreationTime: '2026-01-05T01:00:00Z', Content: '<p>30 天内提交报销。</p>' },
]
const NEWS: News[] = [
  { Id: 'n1', Title: '公司年会圆满举行', Description: '全体员工齐聚一堂', CoverImg: [{ FileUrl: svg('#1677ff'), FileName: '封面.svg' }], Image: [{ FileUrl: svg('#52c41a'), FileName: '合影.svg' }], Video: [], CreationTime: '2026-11-20T02:00:00Z' },
  { Id: 'n2', Title: '新办公楼正式启用', Description: '', CoverImg: [{ FileUrl: svg('#fa8c16'), FileName: '封面.svg' }], Image: [], Video: [], CreationTime: '2026-11-18T02:00:00Z' },
]
const NOTICES: Notice[] = Array.from({ length: 14 }, (_, i) => ({
  Id: `m${i}`,
  Title: i === 0 ? '年度总结大会' : `通知第${i + 1}号`,
  TypeName: '公司公告',
  IsTop: i === 0 ? 1 : 0,
  IsRead: i % 3 === 0 ? 1 : 0,
  CreationTime: new Date(Date.UTC(2026, 10, 24 - i, 2)).toISOString(),
  CreatorName: '系统管理员',
}))
const ORG: OrgNode[] = [
  {
    Id: 'd0',
    Name: '总公司',
    MenberCount: 25,
    Leader: { Id: 'u1', RealName: '陈静', Avatar: '', PositionName: '总经理' },
    Children: [
      { Id: 'd1', Name: '人力资源部', MenberCount: 6, Leader: { Id: 'u2', RealName: '张伟', Avatar: '', PositionName: '人事经理' }, Children: [] },
      { Id: 'd2', Name: '技术部', MenberCount: 18, Leader: null, Children: [] },
    ],
  },
]
const VIDEOS: PromoVideo[] = [
  { Id: 'v1', Title: '公司宣传片', Video: '/download-file?id=v1', FileName: '宣传片.webm' },
  { Id: 'v2', Title: '企业文化片', Video: '/download-file?id=v2', FileName: '文化片.webm' },
]

export function createIntroducingProvider(options: { empty?: boolean } = {}) {
  const none = options.empty
  return createMemoryProvider({
    'GET /api/app/know/get-regulation-type-by-key': () => (none ? [] : TYPES),
    'POST /api/app/know/get-regulation-by-key': ({ body }) => {
      const q = body as { TypeId?: string; SkipCount: number; MaxResultCount: number }
      return page(none ? [] : REGULATIONS.filter((r) => !q.TypeId || r.TypeId === q.TypeId), q)
    },
    'GET /api/app/know/idBoxContent/get-company-regulation-by-id/{id}': ({ params }) => ({ ...REGULATIONS.find((r) => r.Id === params.id), CreatorName: '系统管理员' }),
    'POST /api/app/know/get-news': () => page(none ? [] : NEWS, { SkipCount: 0, MaxResultCount: 5 }),
    'GET /api/app/know/get-promotional-video': () => (none ? [] : VIDEOS),
    // this call's SkipCount is a page number from 1
    'POST /api/app/know/get-announction-by-key': ({ body }) => {
      const q = body as { SkipCount: number; MaxResultCount: number }
      return page(none ? [] : NOTICES, { SkipCount: (q.SkipCount - 1) * q.MaxResultCount, MaxResultCount: q.MaxResultCount })
    },
    'GET /api/app/system-message/user-message-detail/{id}': ({ params }) => ({ ...NOTICES.find((n) => n.Id === params.id), IsRead: 1, Content: '<p>请各部门做好准备。</p>', Attachs: [] }),
    'POST /api/app/know/get-hROrganization': () => (none ? [] : ORG),
    'POST /api/app/know/get-hROrganization-by-user-id/{id}': ({ params }) => ({ Id: params.id, RealName: params.id === 'u1' ? '陈静' : '张伟', NickName: '', WorkNo: 'E0005', Avatar: '', DepName: '总公司', DepPath: '总公司', PositionName: '总经理' }),
  })
}
