/**
 * Publishing (issue 15, server/modules/publishing): columns (message types, two levels), messages
 * (announcements and information items) with attachments and recipients, and each message's
 * audience with its read state. Flags are 1/0 integers as on the wire (IsTop, IsSecret).
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { files, users } from './schema-base'
import { created } from './schema-columns'

/** Columns: a first level (no parent) and second levels under it; `restrict` keeps used ones. */
export const messageTypes = pgTable(
  'message_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => messageTypes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(1),
    creationTime: created(),
  },
  (t) => [index('message_types_parent_idx').on(t.parentId)],
)

export const systemMessages = pgTable(
  'system_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => messageTypes.id, { onDelete: 'restrict' }),
    summary: text('summary').notNull().default(''),
    /** sanitized HTML (sanitized again when served) */
    content: text('content').notNull().default(''),
    isTop: integer('is_top').notNull().default(0),
    isNewMemberCanSee: integer('is_new_member_can_see').notNull().default(0),
    /** docs/contracts.md "Publishing": only recipients and the publisher read it */
    isSecret: integer('is_secret').notNull().default(0),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creatorName: text('creator_name').notNull().default(''),
    creationTime: created(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
  },
  (t) => [index('system_messages_type_idx').on(t.typeId), index('system_messages_time_idx').on(t.isTop, t.creationTime)],
)

export const systemMessageAttachments = pgTable(
  'system_message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => systemMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('system_message_attachments_message_idx').on(t.messageId), index('system_message_attachments_file_idx').on(t.fileId)],
)

/** Recipients as chosen: Type 2 a person (targetId a user), Type 1 a department (with its sub-departments). */
export const systemMessageReceivers = pgTable(
  'system_message_receivers',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => systemMessages.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    targetId: uuid('target_id').notNull(),
    name: text('name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.type, t.targetId] }), index('system_message_receivers_target_idx').on(t.targetId)],
)

/**
 * The people a message reached when it was sent (or last edited), plus late joiners who opened it
 * (IsNewMemberCanSee); readTime is null until the reader opens the detail.
 */
export const systemMessageAudience = pgTable(
  'system_message_audience',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => systemMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readTime: timestamp('read_time', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('system_message_audience_user_idx').on(t.userId, t.readTime)],
)
