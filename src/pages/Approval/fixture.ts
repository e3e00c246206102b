/**
 * Fixture data of the approval centre for stories: the demo catalogue (the seed's own forms), a few
 * list rows per tab, counts, a new form and a process in approval; a DataProvider answering the
 * approval calls from them, with no server.
 */
import type { DataProvider, RequestOptions } from '../../../renderer/data/provider'
import { DEMO_GROUPS, DEMO_TYPES } from '../../../server/seed/approval-types'
import type { Counts, FlowStep, ListItem, Loaded, TypeGroup } from './api'

const typeId = (name: string) => `type-${DEMO_TYPES.findIndex((t) => t.name === name) + 1}`

export const fixtureGroups: TypeGroup[] = DEMO_GROUPS.map((g) => ({
  TypeName: g,
  Items: DEMO_TYPES.filter((t) => t.group === g).map((t) => ({ RelationId: typeId(t.name), ApprovalName: t.name, Color: t.color, Icon: t.icon })),
}))

const person = (id: string, name: string, State = 0, ApprovalTime = '', Remark = '') => ({ UserId: id, UserName: name, State, StateName: ['待审批', '审批中', '已通过', '已退回', '他人已同意', '他人已拒绝', '已转办'][State], ApprovalTime, Remark })
const step = (Sort: number, Name: string, Mode: string, Users: FlowStep['Users'], extra: Partial<FlowStep> = {}): FlowStep => ({
  Sort,
  Name,
  Mode,
  ModeName: { '1': '依次审批', '2': '或批', '3': '会签' }[Mode] ?? '依次审批',
  ApproverType: 1,
  ConfigType: 1,
  ConfigCount: 0,
  Users,
  ...extra,
})

/** A flow with every entry state: agreed, agreed by someone else (4), forwarded (6), waiting, carbon copy. */
export const fixtureFlow: FlowStep[] = [
  step(0, '发起人', '1', [person('u3', '李娜', 2, '2026-11-20 09:12:30')], { IsInitiator: true, State: 2 }),
  step(1, '直属领导', '2', [person('u2', '王芳', 2, '2026-11-20 10:02:11', '同意'), person('u10', '吴倩', 4, '2026-11-20 10:02:11')], { State: 2 }),
  step(2, '财务审批', '1', [person('u5', '陈静', 6, '2026-11-21 08:40:00', '请刘强代批'), person('u4', '刘强', 1)], { State: 1 }),
  step(3, '出纳', '1', [person('u12', '孙丽')], { ApproverType: 2, State: 0 }),
]

/** 刘强 returned it to 直属领导, 王芳 agreed again: the earlier entries stay in each step's History. */
export const returnedFlow: FlowStep[] = [
  step(0, '发起人', '1', [person('u3', '李娜', 2, '2026-11-20 09:12:30')], { IsInitiator: true, State: 2 }),
  step(1, '直属领导', '1', [person('u2', '王芳', 2, '2026-11-21 09:00:00', '已补充，同意')], { State: 2, History: [person('u2', '王芳', 2, '2026-11-20 10:02:11', '同意')] }),
  step(2, '财务审批', '1', [person('u4', '刘强', 1)], { State: 1, History: [person('u4', '刘强', 3, '2026-11-20 15:30:00', '请补充行程单')] }),
]

/** 60 approvers on one 会签 step: the panel shows the display count, then 查看全部. */
export const crowdedFlow: FlowStep[] = [step(1, '全员会签', '3', Array.from({ length: 60 }, (_, i) => person(`c${i}`, `同事${i + 1}`, i < 20 ? 2 : 1, i < 20 ? '2026-11-22 09:00:00' : '')), { State: 1 })]

const form = (name: string) => DEMO_TYPES.find((t) => t.name === name)!.form

export const fixtureNewLeave: Loaded = {
  Id: null,
  RelationId: typeId('请假'),
  ApprovalName: '请假',
  Color: '#f5a623',
  Icon: 'CalendarOutlined',
  State: -2,
  StateName: '草稿',
  Digest: '',
  ProjectNo: '',
  DeptName: '',
  BusinessForm: form('请假'),
  BusinessData: {},
  SelectApprovers: {},
  Approvers: [],
  ConditionConfigs: [{ ApproverConfigs: [step(1, '直属领导', '1', [person('u2', '王芳')]), step(2, '人事备案', '1', [person('u1', '张伟')], { ApproverType: 2 })] }],
  ConditionColumns: ['Days'],
  ApproverComments: [],
  Actions: [],
  Editable: true,
}

export const fixtureClaim: Loaded = {
  ...fixtureNewLeave,
  Id: 'p-claim',
  RelationId: typeId('报销'),
  ApprovalName: '报销',
  State: 1,
  StateName: '审批中',
  Digest: '李娜的报销',
  ProjectNo: 'SP20261120-0007',
  DeptName: '前端组',
  UserName: '李娜',
  CreateTime: '2026-11-20 09:12:30',
  BusinessForm: form('报销'),
  BusinessData: {
    Items: [
      { Item: '客户拜访打车费', Date: '2026-11-02', Amount: 86.5 },
      { Item: '午餐招待', Date: '2026-11-02', Amount: 320 },
    ],
    Total: 406.5,
    TotalWords: '肆佰零陆元伍角',
    Remark: '',
  },
  Approvers: fixtureFlow,
  ConditionConfigs: [],
  ConditionColumns: [],
  ApproverComments: [
    { Id: 'c1', UserName: '王芳', CreateTime: '2026-11-20 10:03:00', CommentContent: '发票请交财务', AttachUrls: '', AttachNames: '' },
    {
      Id: 'c2',
      UserName: '李娜',
      CreateTime: '2026-11-20T11:20:05.250+08:00',
      CommentContent: '发票和行程单已补上',
      AttachUrls: '/download-file?id=img-1,/download-file?id=pdf-1,/download-file?id=doc-1',
      AttachNames: '发票.png,行程单.pdf,费用明细.xlsx',
    },
  ],
  // as the server offers them to the approver whose turn it is
  Actions: [
    { TypeId: 6, Name: '同意', Url: '/api/app/approval/approval-pass' },
    { TypeId: 5, Name: '拒绝', Url: '/api/app/approval/approval-reject' },
    { TypeId: 4, Name: '退回', Url: '/api/app/approval/approval-reject' },
    { TypeId: 2, Name: '转办', Url: '/api/app/approval/approval-transpond' },
    { TypeId: 1, Name: '评论', Url: '/api/app/approval/approval-comment' },
    { TypeId: 7, Name: '打印', Url: '/api/app/approval/approval-print/' },
    { TypeId: 9, Name: '分享', Url: '/api/app/approval/approval-share' },
  ],
  Editable: false,
}

const row = (i: number, State: number, ApprovalName: string, extra: Partial<ListItem> = {}): ListItem => ({
  Id: `p${i}`,
  RelationId: typeId(ApprovalName),
  ApprovalName,
  Digest: `李娜的${ApprovalName}`,
  ProjectNo: State === -2 ? '' : `SP20261120-${String(i).padStart(4, '0')}`,
  UserName: '李娜',
  CreateTime: '2026-11-20 09:12:30',
  ApprovalEndTime: '',
  State,
  StateName: { 0: '待审批', 1: '审批中', 2: '已通过', 3: '已退回', [-1]: '已撤销', [-2]: '草稿' }[State] ?? '审批中',
  ApprovalProcess: State === 0 || State === 1 ? '等待王芳审批' : '',
  ApproverType: 1,
  IsRead: i % 2,
  ...extra,
})

export const fixtureRows: ListItem[] = [row(1, 0, '请假'), row(2, 1, '报销'), row(3, 2, '采购'), row(4, 3, '用印'), row(5, -1, '加班'), row(6, -2, '出差', { IsRead: 1 })]

export const fixtureCounts: Counts = {
  AllList: { Count: 6 },
  WaitList: { Count: 2 },
  FinishList: { Count: 1 },
  SelfList: { Count: 6 },
  ReadList: { Count: 3, UnRead: 1 },
  States: { 0: '待审批', 1: '审批中', 2: '已通过', 3: '已退回', [-1]: '已撤销', [-2]: '草稿' },
  Types: Object.fromEntries(DEMO_TYPES.map((t) => [typeId(t.name), t.name])),
}

/** Answers the approval calls from the fixtures; saving answers success. */
export function createApprovalProvider(opts: { rows?: ListItem[] } = {}): DataProvider {
  const rows = opts.rows ?? fixtureRows
  const answer = (o: RequestOptions): unknown => {
    const url = o.url.replace(/^\/api\/app\//, '')
    if (url.endsWith('approval-type-list-new')) return fixtureGroups
    if (url.endsWith('approval/count')) return fixtureCounts
    if (url.endsWith('-list')) return { Items: url.includes('wait') ? rows.filter((r) => r.State === 0 || r.State === 1) : rows, TotalCount: rows.length }
    if (url.endsWith('approval-load')) return (o.query?.processId ? fixtureClaim : { ...fixtureNewLeave, RelationId: String(o.query?.relationId ?? fixtureNewLeave.RelationId) })
    if (url.endsWith('get-config-by-condition')) return fixtureNewLeave.ConditionConfigs[0]
    if (url.endsWith('approval-save')) return { Id: 'p-new', State: 0 }
    if (url.includes('approval/approval-print/')) return '/download-file?id=print-1'
    if (url.includes('approval-reject-list/')) return [{ Id: 1, Name: '直属领导', UserName: '王芳' }]
    if (/approval\/approval-(pass|reject|transpond|comment|share|cancel\/)/.test(url)) return null
    if (url === 'file/file-to-stream') return FIXTURE_PDF_BASE64
    if (url.startsWith('users/user-list')) return { Items: [{ Id: 'u2', RealName: '王芳', WorkNo: 'E0002' }, { Id: 'u4', RealName: '刘强', WorkNo: 'E0004' }] }
    throw new Error(`fixture: no answer for ${o.method} ${o.url}`)
  }
  let uploads = 0
  return {
    request: async <T,>(o: RequestOptions) => answer(o) as T,
    // uploads succeed at once; stored images show as a drawn receipt, other files keep their address
    upload: async (file) => ({ Id: `up-${++uploads}`, Url: `/download-file?id=up-${uploads}`, Name: file.name, Size: file.size }),
    fileSrc: async (url) => (/id=(img|up)-/.test(url) ? FIXTURE_IMAGE : url),
  }
}

/** a receipt drawn in SVG: the thumbnails of the fixture comments */
const FIXTURE_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#fff7e6"/><rect x="12" y="16" width="96" height="10" fill="#fa8c16"/><rect x="12" y="40" width="80" height="6" fill="#d9d9d9"/><rect x="12" y="56" width="90" height="6" fill="#d9d9d9"/><rect x="12" y="72" width="70" height="6" fill="#d9d9d9"/></svg>')}`

/** a one-page PDF (Helvetica, 'Itinerary'): what file-to-stream answers for the fixture's 行程单.pdf */
const FIXTURE_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 44 >> stream',
  'BT /F1 24 Tf 40 100 Td (Itinerary) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n')
const FIXTURE_PDF_BASE64 = btoa(FIXTURE_PDF)
