/**
 * Demo approval catalogue (issue 11): groups 人事 / 财务 / 行政, their types, each type's form and
 * flows. Real forms a company uses: leave with half days and computed days, reimbursement and
 * purchase with detail rows, totals and amounts in capitals, seal use, business trips, overtime.
 */
import { CONFIG_TYPE, MODE } from '../../common/approval'
import type { ApproverConfig, BusinessForm, FlowCondition, FormItem } from '../../common/approval-form'

const opts = (...values: string[]) => values.map((v) => ({ label: v, value: v }))
const leader = (Name = '直属领导'): ApproverConfig => ({ Name, Mode: MODE.sequential, ApproverType: 1, ConfigType: CONFIG_TYPE.deptLeader })
const upper = (Name = '上级领导'): ApproverConfig => ({ Name, Mode: MODE.sequential, ApproverType: 1, ConfigType: CONFIG_TYPE.upperLeader })
/** Named people by work number; the seed turns them into user ids. */
const named = (Name: string, workNos: string[], Mode: ApproverConfig['Mode'] = MODE.sequential, ApproverType: 1 | 2 = 1): ApproverConfig & { workNos: string[] } => ({
  Name,
  Mode,
  ApproverType,
  ConfigType: CONFIG_TYPE.users,
  workNos,
})
const cc = (Name: string, workNos: string[]) => named(Name, workNos, MODE.sequential, 2)

export interface DemoFlow {
  name: string
  conditions: FlowCondition[]
  steps: (ApproverConfig & { workNos?: string[] })[]
}

export interface DemoType {
  group: string
  name: string
  color: string
  icon: string
  form: BusinessForm
  flows: DemoFlow[]
}

const reason = (label = '事由'): FormItem => ({ name: 'Reason', label, type: 'textarea', required: true })
const attachments: FormItem = { name: 'Attachments', label: '附件', type: 'upload' }
const form = (title: string, desTxt: string, formItems: FormItem[]): BusinessForm => ({ title, desTxt, operation: '', formItems })

export const DEMO_GROUPS = ['人事', '财务', '行政']

export const DEMO_TYPES: DemoType[] = [
  {
    group: '人事',
    name: '请假',
    color: '#f5a623',
    icon: 'CalendarOutlined',
    form: form('请假', '请假超过3天需上级领导审批', [
      { name: 'LeaveType', label: '请假类型', type: 'select', required: true, options: opts('年假', '事假', '病假', '调休', '婚假', '产假', '丧假') },
      { name: 'Start', label: '开始时间', type: 'date', required: true },
      { name: 'StartHalf', label: '开始时段', type: 'radio', required: true, options: opts('上午', '下午') },
      { name: 'End', label: '结束时间', type: 'date', required: true, after: 'Start' },
      { name: 'EndHalf', label: '结束时段', type: 'radio', required: true, options: opts('上午', '下午') },
      { name: 'Days', label: '请假天数', type: 'number', expression: "days(Start, End) - (StartHalf == '下午' ? 0.5 : 0) - (EndHalf == '上午' ? 0.5 : 0)" },
      reason('请假事由'),
      attachments,
    ]),
    flows: [
      { name: '超过3天', conditions: [{ Field: 'Days', Op: '>', Value: 3 }], steps: [leader(), upper(), cc('人事备案', ['E0001'])] },
      { name: '3天以内', conditions: [], steps: [leader(), cc('人事备案', ['E0001'])] },
    ],
  },
  {
    group: '人事',
    name: '加班',
    color: '#7265e6',
    icon: 'FieldTimeOutlined',
    form: form('加班', '', [
      { name: 'Date', label: '加班日期', type: 'date', required: true },
      { name: 'Hours', label: '加班时长（小时）', type: 'number', required: true },
      reason('加班内容'),
    ]),
    flows: [{ name: '默认', conditions: [], steps: [{ Name: '指定审批人', Mode: MODE.sequential, ApproverType: 1, ConfigType: CONFIG_TYPE.chosen, ConfigCount: 2 }, cc('人事备案', ['E0001'])] }],
  },
  {
    group: '人事',
    name: '出差',
    color: '#00a2ae',
    icon: 'CarOutlined',
    form: form('出差', '出差需财务与人事会签', [
      { name: 'Destination', label: '目的地', type: 'input', required: true },
      { name: 'Start', label: '开始日期', type: 'date', required: true },
      { name: 'End', label: '结束日期', type: 'date', required: true, after: 'Start' },
      { name: 'Days', label: '出差天数', type: 'number', expression: 'days(Start, End)' },
      { name: 'Transport', label: '交通工具', type: 'select', required: true, options: opts('飞机', '高铁', '自驾', '其他') },
      { name: 'Budget', label: '预算金额', type: 'number', required: true, moneyWords: true },
      reason('出差事由'),
    ]),
    flows: [{ name: '默认', conditions: [], steps: [leader(), named('财务与人事会签', ['E0004', 'E0001'], MODE.all)] }],
  },
  {
    group: '财务',
    name: '报销',
    color: '#f56a00',
    icon: 'MoneyCollectOutlined',
    form: form('报销', '请逐项填写费用明细并上传票据；超过5000元需总经理审批', [
      {
        name: 'Items',
        label: '费用明细',
        type: 'details',
        details: [
          { name: 'Item', label: '费用项目', type: 'input', required: true },
          { name: 'Date', label: '发生日期', type: 'date', required: true },
          { name: 'Amount', label: '金额', type: 'number', required: true },
        ],
      },
      { name: 'Total', label: '报销总额', type: 'number', expression: 'sum(Items.Amount)', moneyWords: true },
      attachments,
      { name: 'Remark', label: '备注', type: 'textarea' },
    ]),
    flows: [
      { name: '超过5000元', conditions: [{ Field: 'Total', Op: '>', Value: 5000 }], steps: [leader(), named('财务审批', ['E0004']), named('总经理审批', ['E0005']), cc('出纳', ['E0012'])] },
      { name: '5000元以内', conditions: [], steps: [leader(), named('财务审批', ['E0004']), cc('出纳', ['E0012'])] },
    ],
  },
  {
    group: '财务',
    name: '采购',
    color: '#1677ff',
    icon: 'ShoppingCartOutlined',
    form: form('采购', '采购总额超过5000元需财务审批', [
      {
        name: 'Items',
        label: '采购明细',
        type: 'details',
        details: [
          { name: 'Name', label: '物品名称', type: 'input', required: true },
          { name: 'Spec', label: '规格型号', type: 'input' },
          { name: 'Quantity', label: '数量', type: 'number', precision: 0, required: true },
          { name: 'Price', label: '单价', type: 'number', required: true },
          { name: 'Amount', label: '金额', type: 'number', expression: 'Quantity * Price' },
        ],
      },
      { name: 'Total', label: '采购总额', type: 'number', expression: 'sum(Items.Amount)', moneyWords: true },
      reason('采购事由'),
    ]),
    flows: [
      { name: '超过5000元', conditions: [{ Field: 'Total', Op: '>', Value: 5000 }], steps: [leader(), named('财务审批', ['E0004']), cc('行政备案', ['E0009'])] },
      { name: '5000元以内', conditions: [], steps: [leader(), cc('行政备案', ['E0009'])] },
    ],
  },
  {
    group: '行政',
    name: '用印',
    color: '#87d068',
    icon: 'SafetyCertificateOutlined',
    form: form('用印', '', [
      { name: 'SealType', label: '印章类型', type: 'select', required: true, options: opts('公章', '合同章', '财务章', '法人章') },
      { name: 'FileName', label: '文件名称', type: 'input', required: true },
      { name: 'Copies', label: '份数', type: 'number', precision: 0, required: true },
      reason('用印事由'),
      attachments,
    ]),
    flows: [{ name: '默认', conditions: [], steps: [named('行政审批（或批）', ['E0009', 'E0005'], MODE.anyOne), cc('抄送', ['E0001'])] }],
  },
]
