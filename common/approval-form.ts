/**
 * Shapes of an approval type's form definition (BusinessForm, spec 002 s.3) and of its flow
 * configuration (ConditionConfigs with ApproverConfigs). Stored as JSON by the server, compiled
 * to fields by the browser; both sides validate a filled form with the same code under common/.
 */
import type { StepMode } from './approval'

/** The dynamic-form input kinds (spec 002 s.5, "Dynamic form inputs"). */
export type FormItemType =
  | 'input'
  | 'textarea'
  | 'number'
  | 'float'
  | 'phone'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'upload'
  | 'details'

export interface FormItem {
  /** the key of the value in BusinessData */
  name: string
  label: string
  type: FormItemType
  required?: boolean
  placeholder?: string
  /** choices of select, radio and checkbox */
  options?: { label: string; value: string }[]
  /** the columns of a detail table (type 'details') */
  details?: FormItem[]
  /** false: hidden while the form is filled in (an approver fills it later); spec 002 s.4 */
  formVisible?: boolean
  /** a computed value: an expression over other fields (common/expression.ts), recomputed on the server */
  expression?: string
  /** date: the name of the start date this one may not be earlier than (结束时间不能小于开始时间) */
  after?: string
  /** number: 0 floors to an integer; otherwise numbers round to 2 places */
  precision?: 0 | 2
  /** show the value in Chinese capitals (money in words) beside the number */
  moneyWords?: boolean
}

export interface BusinessForm {
  title: string
  desTxt: string
  operation: string
  formItems: FormItem[]
}

/** One condition of a flow over the form's values, e.g. { Field: 'Days', Op: '>', Value: 3 }. */
export interface FlowCondition {
  Field: string
  Op: '>' | '>=' | '<' | '<=' | '=' | '!='
  Value: number | string
}

export interface ApproverConfig {
  Name: string
  Mode: StepMode
  /** 1 approver, 2 carbon copy */
  ApproverType: 1 | 2
  /** common/approval.ts CONFIG_TYPE */
  ConfigType: number
  Users?: { UserId: string; UserName: string }[]
  RoleId?: string
  /** how many people the initiator may choose (ConfigType 5) */
  ConfigCount?: number
}
