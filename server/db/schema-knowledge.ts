/**
 * Knowledge base (issue 16, server/modules/knowledge): course categories on three levels, teachers,
 * courses (the spec's "lessions") with their attachments and keywords. Flags are 1/0 integers as on
 * the wire (IsShow). Categories, teachers and files in use are kept by `restrict`: the API refuses
 * those deletions first (CanDelete 0), the keys make sure nothing slips past it.
 */
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { files, users } from './schema-base'
import { created } from './schema-columns'

/** Categories: level 1 has no parent; a child is one level below its parent, at most level 3. */
export const knowledgeTypes = pgTable(
  'knowledge_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => knowledgeTypes.id, { onDelete: 'restrict' }),
    typeName: text('type_name').notNull(),
    /** the path of three-digit numbers from the top ('001', '001002'): the course's TypeCode */
    code: text('code').notNull().unique(),
    level: integer('level').notNull(),
    isShow: integer('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(1),
    creationTime: created(),
  },
  (t) => [index('knowledge_types_parent_idx').on(t.parentId)],
)

/** Teachers (名师); `userId` is the employee named by the optional WorkNo. */
export const knowledgeTeachers = pgTable('knowledge_teachers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  nickName: text('nick_name').notNull().default(''),
  department: text('department').notNull().default(''),
  /** sanitized HTML */
  summary: text('summary').notNull().default(''),
  /** '/download-file?id=…' references, '' when none */
  image: text('image').notNull().default(''),
  descImage: text('desc_image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isShow: integer('is_show').notNull().default(1),
  creationTime: created(),
})

export const knowledgeLessions = pgTable(
  'knowledge_lessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => knowledgeTypes.id, { onDelete: 'restrict' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => knowledgeTeachers.id, { onDelete: 'restrict' }),
    /** 1 video, 0 other */
    lessionType: integer('lession_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isShow: integer('is_show').notNull().default(1),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creationTime: created(),
  },
  (t) => [index('knowledge_lessions_type_idx').on(t.typeId), index('knowledge_lessions_teacher_idx').on(t.teacherId)],
)

/** The course's files (pdf or video), in the order given. */
export const knowledgeAttachments = pgTable(
  'knowledge_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessionId: uuid('lession_id')
      .notNull()
      .references(() => knowledgeLessions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    sort: integer('sort').notNull().default(0),
    creationTime: created(),
  },
  (t) => [index('knowledge_attachments_lession_idx').on(t.lessionId), index('knowledge_attachments_file_idx').on(t.fileId)],
)

/** The course's keywords (tags), one row each, in the order given: searched by the learner pages. */
export const knowledgeKeywords = pgTable(
  'knowledge_keywords',
  {
    lessionId: uuid('lession_id')
      .notNull()
      .references(() => knowledgeLessions.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('knowledge_keywords_lession_keyword').on(t.lessionId, t.keyword), index('knowledge_keywords_keyword_idx').on(t.keyword)],
)

/**
 * A learner's place in one courseware file (beyond the spec: 继续学习 on the learner home): the last
 * PDF page, the video position in seconds, and whether the file was finished. One row per learner
 * and file; it goes with the course's attachment.
 */
export const knowledgeProgress = pgTable(
  'knowledge_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => knowledgeAttachments.id, { onDelete: 'cascade' }),
    page: integer('page').notNull().default(1),
    position: doublePrecision('position').notNull().default(0),
    finished: integer('finished').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.attachmentId] }), index('knowledge_progress_user_idx').on(t.userId, t.updatedAt)],
)
