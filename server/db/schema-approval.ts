/**
 * Approval tables (issues 11 and 14, server/modules/approval), re-exported by ./schema.ts so the one
 * migration set covers them. A process keeps the form version it was filled with; its steps and
 * their users are rows (not JSON) so "what waits for me" is an index lookup on step users.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import type { ApproverConfig, BusinessForm, FlowCondition } from '../../common/approval-form'
import { users } from './schema-base'

const created = () => timestamp('creation_time', { withTimezone: true }).notNull().defaultNow()
const stamp = () =>
  text('concurrency_stamp')
    .notNull()
    .default(sql`gen_random_uuid()::text`)

/** Groups of the type picker (TypeName): 人事, 财务, 行政. */
export const approvalTypeGroups = pgTable('approval_type_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(1),
  concurrencyStamp: stamp(),
  creationTime: created(),
})

/** Approval types (ApprovalName, RelationId = id, Color, Icon). */
export const approvalTypes = pgTable(
  'approval_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => approvalTypeGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#1677ff'),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(1),
    isEnabled: boolean('is_enabled').notNull().default(true),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [unique('approval_types_group_name').on(t.groupId, t.name)],
)

/** Form definitions, one row per version; editing a type's form adds a version, processes keep theirs. */
export const approvalForms = pgTable(
  'approval_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => approvalTypes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<BusinessForm>().notNull(),
    creationTime: created(),
  },
  (t) => [unique('approval_forms_type_version').on(t.typeId, t.version)],
)

/** Flow configurations of a type (ConditionConfigs): the first by sort whose conditions all hold applies. */
export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => approvalTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    sort: integer('sort').notNull().default(1),
    conditions: jsonb('conditions').$type<FlowCondition[]>().notNull().default([]),
    steps: jsonb('steps').$type<ApproverConfig[]>().notNull().default([]),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [index('approval_flows_type_idx').on(t.typeId, t.sort)],
)

export const approvalProcesses = pgTable(
  'approval_processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => approvalTypes.id, { onDelete: 'restrict' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => approvalForms.id, { onDelete: 'restrict' }),
    /** SP<yyyymmdd>-NNNN, given at the first submit (China day); null for a never-submitted draft */
    projectNo: text('project_no').unique(),
    digest: text('digest').notNull().default(''),
    deptName: text('dept_name').notNull().default(''),
    /** common/approval.ts STATE */
    state: integer('state').notNull(),
    businessData: jsonb('business_data').$type<Record<string, unknown>>().notNull().default({}),
    /** the people the initiator chose for initiator-chosen steps, by step sort */
    selectApprovers: jsonb('select_approvers').$type<Record<string, { UserId: string; UserName: string }[]>>().notNull().default({}),
    /** what was submitted (type, data, choices): a repeated submit of the same content is the same process */
    fingerprint: text('fingerprint').notNull().default(''),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    initiatorName: text('initiator_name').notNull().default(''),
    /** the refused process this one appeals (issue 14) */
    appealOf: uuid('appeal_of'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [
    index('approval_processes_initiator_idx').on(t.initiatorId, t.state, t.creationTime),
    index('approval_processes_fingerprint_idx').on(t.initiatorId, t.fingerprint),
    index('approval_processes_type_idx').on(t.typeId),
  ],
)

/** The steps of a process: sort 0 is the initiator; kind initiator | approver | cc. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: text('name').notNull().default(''),
    kind: text('kind').notNull(),
    mode: text('mode').notNull().default('1'),
    configType: integer('config_type').notNull().default(1),
    configCount: integer('config_count').notNull().default(0),
    state: integer('state').notNull().default(0),
  },
  (t) => [unique('approval_steps_process_sort').on(t.processId, t.sort)],
)

/**
 * The people of each step and their state. `kind` repeats the step's so the participant lists
 * (wait, finish, received) are one index range per user without a join to the steps.
 */
export const approvalStepUsers = pgTable(
  'approval_step_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'cascade' }),
    stepSort: integer('step_sort').notNull(),
    /** order within the step (sequential mode) */
    sort: integer('sort').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    userName: text('user_name').notNull().default(''),
    state: integer('state').notNull().default(0),
    actionTime: timestamp('action_time', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('approval_step_users_user_idx').on(t.userId, t.kind, t.state, t.processId),
    index('approval_step_users_process_idx').on(t.processId, t.stepSort, t.sort),
  ],
)

/** Who has opened a process (the 未读 marks of the lists). */
export const approvalReads = pgTable(
  'approval_reads',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readTime: timestamp('read_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
)

/** The audit trail: every accepted transition of the engine, with the state before and after. */
export const approvalEvents = pgTable(
  'approval_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    fromState: integer('from_state').notNull(),
    toState: integer('to_state').notNull(),
    stepSort: integer('step_sort'),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    creationTime: created(),
  },
  (t) => [index('approval_events_process_idx').on(t.processId, t.creationTime)],
)

/** Comments (ApproverComments); attachments comma-joined as on the wire. */
export const approvalComments = pgTable(
  'approval_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull().default(''),
    content: text('content').notNull(),
    attachUrls: text('attach_urls').notNull().default(''),
    attachNames: text('attach_names').notNull().default(''),
    creationTime: created(),
  },
  (t) => [index('approval_comments_process_idx').on(t.processId, t.creationTime)],
)

/** Processes shared with a person (their 我收到, ApproverType 3, read-only). */
export const approvalShares = pgTable(
  'approval_shares',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    creationTime: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
)

/** The last ProjectNo serial of each China day ('20261123' -> 17). */
export const approvalSerials = pgTable('approval_serials', {
  day: text('day').primaryKey(),
  last: integer('last').notNull().default(0),
})
