/**
 * The introducing page (issue 15, server/modules/introducing): company regulations grouped by
 * regulation type (each type has a stable Key the page asks by) and the promo videos the page
 * plays in turn. Regulation content is sanitized HTML (sanitized again when served).
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { files, users } from './schema-base'
import { created } from './schema-columns'

export const regulationTypes = pgTable('regulation_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** stable code the page asks by (get-regulation-type-by-key, get-regulation-by-key) */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(1),
  creationTime: created(),
})

export const regulations = pgTable(
  'regulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => regulationTypes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitized HTML */
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(1),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creationTime: created(),
  },
  (t) => [index('regulations_type_idx').on(t.typeId, t.sort)],
)

export const promotionalVideos = pgTable('promotional_videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(1),
  creationTime: created(),
})
