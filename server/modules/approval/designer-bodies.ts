/**
 * The request bodies of the approval designer (./admin-designer.ts): JSON shapes only; what the
 * values mean is judged by saveFormVersion's definition check and ./designer.ts's checkFlows.
 */
import type { FormItemInput } from '../../../common/approval-definition'

const optional = (max: number) => ({ type: ['string', 'null'], maxLength: max })
const flag = { type: ['boolean', 'null'] }
const itemSchema = (inner?: object) => ({
  type: 'object',
  required: ['name', 'type'],
  properties: {
    name: { type: 'string', maxLength: 50 },
    label: optional(50),
    type: { type: 'string', maxLength: 20 },
    required: flag,
    placeholder: optional(100),
    options: { type: ['array', 'null'], maxItems: 100, items: { type: 'object', properties: { label: optional(50), value: optional(50) } } },
    formVisible: flag,
    expression: optional(500),
    after: optional(50),
    precision: { enum: [0, 2, null] },
    moneyWords: flag,
    ...(inner ? { details: { type: ['array', 'null'], maxItems: 50, items: inner } } : {}),
  },
})
// the route table reads x-body: both saves are stamped updates (tests/api/stamps.test.ts)
const STAMPED = { 'x-body': { stamped: true } }

export const formBody = {
  ...STAMPED,
  type: 'object',
  required: ['Title', 'FormItems'],
  properties: {
    Title: { type: 'string', maxLength: 50 },
    DesTxt: optional(500),
    Operation: optional(500),
    FormItems: { type: 'array', maxItems: 100, items: itemSchema(itemSchema()) },
    ConcurrencyStamp: optional(100),
  },
}
const stepSchema = {
  type: 'object',
  properties: {
    Name: optional(50),
    Mode: optional(2),
    ApproverType: { enum: [1, 2] },
    ConfigType: { type: ['integer', 'null'] },
    UserIds: { type: ['array', 'null'], maxItems: 100, items: { type: 'string', maxLength: 40 } },
    RoleId: optional(40),
    ConfigCount: { type: ['integer', 'null'] },
  },
}
export const flowsBody = {
  ...STAMPED,
  type: 'object',
  required: ['Flows'],
  properties: {
    ConcurrencyStamp: { type: ['string', 'null'], maxLength: 2000 },
    Flows: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        properties: {
          Name: optional(50),
          Conditions: {
            type: ['array', 'null'],
            maxItems: 20,
            items: { type: 'object', properties: { Field: optional(50), Op: optional(2), Value: { type: ['string', 'number', 'null'], maxLength: 50 } } },
          },
          Steps: { type: ['array', 'null'], maxItems: 30, items: stepSchema },
        },
      },
    },
  },
}

export interface FormInput {
  Title: string
  DesTxt?: string | null
  Operation?: string | null
  FormItems: FormItemInput[]
  ConcurrencyStamp?: string | null
}
interface StepInput {
  Name?: string | null
  Mode?: string | null
  ApproverType?: 1 | 2
  ConfigType?: number | null
  UserIds?: string[] | null
  RoleId?: string | null
  ConfigCount?: number | null
}
export interface FlowInput {
  Name?: string | null
  Conditions?: { Field?: string | null; Op?: string | null; Value?: string | number | null }[] | null
  Steps?: StepInput[] | null
}
