/**
 * Accounts, menus, tokens, SMS codes and files (employee files, onboarding and the audit log:
 * ./schema-hr.ts). Part of the one pg-core schema of the product (DESIGN.md, "Runtime and data"). PGlite and PostgreSQL
 * run the same SQL, so the same migration set and the same tests prove both. Column names are
 * snake_case in SQL; the HTTP layer maps them to the PascalCase of the API.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { created, stamp } from './schema-columns'

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(1),
    /** the department's head (organisation info of the pickers) */
    leaderId: uuid('leader_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId)],
)

/** Positions (岗位): the station list of the pickers. */
export const positions = pgTable('positions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(1),
  concurrencyStamp: stamp(),
  creationTime: created(),
})

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the work number: letters and digits only (rule kind workNo) */
    userName: text('user_name').notNull().unique(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    /** 1 = male, anything else female (spec 000 s.2, user management) */
    gender: integer('gender').notNull().default(1),
    avatar: text('avatar').notNull().default(''),
    /** scrypt$N$r$p$salt$hash, see server/auth/password.ts */
    passwordHash: text('password_hash').notNull(),
    lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    positionId: uuid('position_id').references(() => positions.id, { onDelete: 'set null' }),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [index('users_department_idx').on(t.departmentId), index('users_position_idx').on(t.positionId)],
)

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(false),
  /** system roles: cannot be deleted or renamed */
  isStatic: boolean('is_static').notNull().default(false),
  concurrencyStamp: stamp(),
  creationTime: created(),
})

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
)

/** Provider R: key = role name; provider U: key = user id (spec 000 s.6). */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    providerName: text('provider_name').notNull(),
    providerKey: text('provider_key').notNull(),
  },
  (t) => [
    unique('permission_grants_unique').on(t.name, t.providerName, t.providerKey),
    index('permission_grants_provider_idx').on(t.providerName, t.providerKey),
  ],
)

export interface MenuButton {
  Authority: string
  AuthorityName: string
}

export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** route name; the seed upserts by it */
    path: text('path').notNull().unique(),
    url: text('url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** 0 group, 1 menu */
    type: integer('type').notNull().default(1),
    sort: integer('sort').notNull().default(1),
    /** the page permission */
    authority: text('authority').notNull().default(''),
    /** _default = current page, _blank = new window */
    openMode: text('open_mode').notNull().default('_default'),
    isEnable: integer('is_enable').notNull().default(1),
    isStatic: boolean('is_static').notNull().default(false),
    /** the function buttons; a small list always read with its menu, so jsonb rather than a child table */
    authoritys: jsonb('authoritys').$type<MenuButton[]>().notNull().default([]),
    concurrencyStamp: stamp(),
    creationTime: created(),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
)

/** Opaque bearer tokens; only their sha256 is stored so a database leak yields no usable token. */
export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the last request with it: a token idle longer than IDLE_TIMEOUT is dead (server/auth/tokens.ts) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    creationTime: created(),
  },
  (t) => [index('tokens_user_idx').on(t.userId)],
)

/**
 * SMS codes, in the database rather than in memory so several API processes share the
 * rate limit and the single-use rule.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** who asked: the send limits per client address and overall count these rows */
    clientAddress: text('client_address').notNull().default(''),
  },
  (t) => [
    index('sms_codes_user_idx').on(t.userName, t.sentAt),
    index('sms_codes_address_idx').on(t.clientAddress, t.sentAt),
    index('sms_codes_sent_idx').on(t.sentAt),
  ],
)

/**
 * Uploaded files: the bytes live in the storage (server/storage) under `storage_key`, a generated
 * name; the original name is only metadata, never a path.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    /** lower-case extension without the dot ('' when none) */
    extension: text('extension').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creationTime: created(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.creationTime)],
)
