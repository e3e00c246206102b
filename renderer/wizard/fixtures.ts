/**
 * A small wizard (top form, a form step, two array steps, an upload step, check mode) over an
 * in-memory server, for the wizard's stories and tests. The screen schema names everything: the
 * renderer knows no step.
 */
import type { EntitySchema } from '../../common/entity-fields'
import { ApiError } from '../data/provider'
import type { WizardScreenSchema } from '../schema/types'
import { createMemoryProvider, type MemoryProvider } from '../testing/memoryProvider'

type Row = Record<string, unknown>

export const personEntity: EntitySchema = {
  $id: 'wizard-person',
  title: '人员',
  'x-typeName': 'WizardPerson',
  type: 'object',
  required: ['Dept', 'RealName', 'Phone'],
  properties: {
    Dept: { type: 'string', title: '部门', enum: ['人事部', '财务部'] },
    RealName: { type: 'string', title: '姓名', 'x-rule': 'name' },
    Phone: { type: 'string', title: '手机号码', 'x-rule': 'mobile' },
    Weight: { kind: 'number', title: '体重', 'x-rule': 'weight' },
  },
}

export const schoolEntity: EntitySchema = {
  $id: 'wizard-school',
  title: '学校',
  'x-typeName': 'WizardSchool',
  type: 'object',
  required: ['School'],
  properties: {
    School: { type: 'string', title: '学校', 'x-rule': 'text', maxLength: 50 },
    Honor: { type: 'string', title: '荣誉', 'x-rule': 'text', maxLength: 50 },
  },
}

export const memberEntity: EntitySchema = {
  $id: 'wizard-member',
  title: '家庭成员',
  'x-typeName': 'WizardMember',
  type: 'object',
  required: ['Name', 'Phone'],
  properties: {
    Name: { type: 'string', title: '姓名', 'x-rule': 'text', maxLength: 50 },
    Phone: { type: 'string', title: '联系电话', 'x-rule': 'mobile' },
  },
}

/** the save body of an array step: its Items property carries the row limit and its message */
const rowsEntity = (of: EntitySchema, max: number, maxMessage: string): EntitySchema => ({
  $id: `${of.$id}s`,
  title: of.title,
  'x-typeName': `${of['x-typeName']}Rows`,
  type: 'object',
  properties: { Items: { type: 'array', items: { $ref: `${of.$id}.json` }, minItems: 1, maxItems: max, 'x-maxItemsMessage': maxMessage } },
})
const schoolRows = rowsEntity(schoolEntity, 3, '教育经验最多添加3条')
const memberRows = rowsEntity(memberEntity, 2, '家庭成员最多添加2个')

export const wizardEntities = Object.fromEntries([personEntity, schoolEntity, memberEntity, schoolRows, memberRows].map((e) => [e.$id, e]))

const q = { workno: '{WorkNo}' }
export const demoWizard: WizardScreenSchema = {
  kind: 'wizard',
  id: 'demo/wizard',
  route: 'demo_wizard',
  title: '入职信息',
  entity: 'wizard-person',
  params: ['WorkNo'],
  top: { fields: [{ field: 'Dept', component: 'Select', options: [{ label: '人事部', value: '人事部' }, { label: '财务部', value: '财务部' }] }] },
  api: { get: { method: 'GET', url: '/api/demo/basic', query: q }, submit: { method: 'POST', url: '/api/demo/submit', query: q } },
  progress: { field: 'Step' },
  readOnlyWhen: { field: 'Status', eq: 3 },
  statusAlert: { textField: 'CheckText', errorWhen: { field: 'Status', eq: 2 } },
  texts: { submit: '提交', success: '已提交，待审核' },
  hideErrors: { codes: [500], message: '系统繁忙，请稍后再试' },
  check: { param: 'check', texts: { submit: '审核' }, readOnlyWhen: { field: 'Status', eq: 2 }, reviewDialog: 'review', body: { WorkNo: '{$record.WorkNo}' } },
  steps: [
    {
      key: 'basic',
      title: '基本信息',
      fields: [{ field: 'RealName' }, { field: 'Phone' }, { field: 'Weight', component: 'Input', blur: { round: 2 } }],
      api: { save: { method: 'POST', url: '/api/demo/basic-data', query: q } },
    },
    {
      key: 'education',
      title: '教育培训',
      kind: 'array',
      entity: 'wizard-school',
      fields: [{ field: 'School' }, { field: 'Honor' }],
      array: { entity: 'wizard-schools', texts: { firstRow: '不可删除' }, rowTitle: '教育经历 {n}' },
      api: { get: { method: 'GET', url: '/api/demo/education', query: q }, save: { method: 'POST', url: '/api/demo/education-data', query: q } },
    },
    {
      key: 'family',
      title: '家庭及成员',
      kind: 'array',
      entity: 'wizard-member',
      fields: [{ field: 'Name' }, { field: 'Phone' }],
      array: { entity: 'wizard-members', texts: { firstRow: '不可删除' } },
      api: { get: { method: 'GET', url: '/api/demo/family', query: q }, save: { method: 'POST', url: '/api/demo/family-data', query: q } },
    },
    {
      key: 'uploads',
      title: '资料上传',
      kind: 'uploads',
      uploads: {
        nameField: 'Name',
        typeField: 'DataType',
        fileField: 'img',
        urlField: 'PhotoId',
        fileNameField: 'PhotoName',
        requiredWhen: { field: 'MainId', eq: 1 },
        texts: { missing: '请补充完{names}资料' },
        accept: ['jpg', 'png', 'pdf'],
      },
      api: {
        get: { method: 'GET', url: '/api/demo/datalist', query: q },
        upload: { method: 'POST', url: '/api/demo/upload' },
        saveItem: { method: 'POST', url: '/api/demo/data-item', query: q },
      },
    },
  ],
  dialogs: {
    review: {
      kind: 'form',
      title: '审核',
      api: { create: { method: 'POST', url: '/api/demo/examine' } },
      texts: { success: '审核成功！' },
      fields: [
        {
          name: 'Status',
          label: '是否同意',
          component: 'Radio.Group',
          required: true,
          texts: { required: '请选择是否同意' },
          options: [
            { label: '同意', value: 1 },
            { label: '不同意', value: 2 },
          ],
        },
        {
          name: 'Remark',
          label: '原因',
          component: 'TextArea',
          rule: { kind: 'textarea', maxLength: 200 },
          requiredWhen: { field: 'Status', eq: 2 },
          texts: { required: '请输入不同意的原因' },
        },
      ],
    },
  },
}

export interface DemoState {
  basic: Row
  education: Row[]
  family: Row[]
  items: Row[]
  reviews: Row[]
}

export function demoState(over: Partial<Row> = {}): DemoState {
  return {
    basic: { WorkNo: 'N0001', Dept: '', RealName: '', Phone: '', Weight: null, Status: 0, Step: 1, CheckText: '', ...over },
    education: [],
    family: [],
    items: [
      { DataType: 1, Name: '身份证正面', MainId: 1, img: null },
      { DataType: 2, Name: '学历证书', MainId: 1, img: null },
      { DataType: 3, Name: '体检报告', MainId: 0, img: null },
    ],
    reviews: [],
  }
}

/** The in-memory onboarding server: saves raise Step, submit sets Status 3, review sets 1 or 2. */
/** A refusal the in-memory server answers like the real one: 400 with Data.Errors naming fields. */
export type DemoRefusal = { Field: string; Message: string }[]

export function createDemoProvider(
  state: DemoState = demoState(),
  options: { delay?: number; failBasic?: boolean; refuseBasic?: DemoRefusal; refuseEducation?: DemoRefusal } = {},
): MemoryProvider & { state: DemoState } {
  const refuse = (errors?: DemoRefusal) => {
    if (errors?.length) throw new ApiError(400, 400, errors[0].Message, { Errors: errors })
  }
  const raise = (n: number) => (state.basic.Step = Math.max(Number(state.basic.Step), n))
  // a submitted record is closed to its new hire (own writes name no workno); the reviewer (check mode, by workno) may correct it
  const writable = (query: Row) => {
    if (state.basic.Status === 3 && !query.workno) throw new ApiError(400, 400, '已提交，待审核')
  }
  const dp = createMemoryProvider(
    {
      'GET /api/demo/basic': () => state.basic,
      'POST /api/demo/basic-data': ({ body, query }) => {
        if (options.failBasic) throw new ApiError(500, 500, 'TypeError: x is undefined')
        writable(query)
        refuse(options.refuseBasic)
        Object.assign(state.basic, body as Row)
        raise(2)
        return state.basic
      },
      'GET /api/demo/education': () => state.education,
      'POST /api/demo/education-data': ({ body, query }) => {
        writable(query)
        refuse(options.refuseEducation)
        state.education = body as Row[]
        raise(3)
        return state.education
      },
      'GET /api/demo/family': () => state.family,
      'POST /api/demo/family-data': ({ body, query }) => {
        writable(query)
        state.family = body as Row[]
        raise(4)
        return state.family
      },
      'GET /api/demo/datalist': () => state.items,
      'POST /api/demo/data-item': ({ body }) => {
        const b = body as Row
        state.items = state.items.map((i) => (i.DataType === b.DataType ? { ...i, img: { PhotoId: b.PhotoId, PhotoName: b.PhotoName } } : i))
        return state.items
      },
      'POST /api/demo/submit': ({ query }) => {
        writable(query)
        state.basic.Status = 3
        return { Status: 3 }
      },
      'POST /api/demo/examine': ({ body }) => {
        const b = body as Row
        state.reviews.push(b)
        state.basic.Status = b.Status
        state.basic.CheckText = b.Status === 2 ? b.Remark : ''
        return null
      },
    },
    { delay: options.delay },
  )
  let fileId = 0
  return Object.assign(dp, {
    state,
    async upload(file: File) {
      fileId++
      return { Id: `f${fileId}`, Url: `/download-file?id=f${fileId}`, Name: file.name, Size: file.size }
    },
  })
}
