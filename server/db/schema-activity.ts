/**
 * Activities and dynamics (issue 15, server/modules/activity): the activity types (the dynamics
 * page's tabs, the manager's 栏目) and the activities with their media. Cover, photos and videos
 * are the wire's own lists of { FileUrl, FileName } (spec 002 s.3 'Activity'), kept as jsonb: they
 * are always read and written whole with their activity, and the file read rule finds a file in
 * them by containment (server/modules/activity/files.ts).
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './schema-base'
import { created } from './schema-columns'

export interface MediaItem {
  FileUrl: string
  FileName: string
}

export const activityTypes = pgTable('activity_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(1),
  creationTime: created(),
})

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => activityTypes.id, { onDelete: 'restrict' }),
    theme: text('theme').notNull().default(''),
    /** 1 news (the introducing page's 最新动态), 2 activity */
    type: integer('type').notNull().default(2),
    sort: integer('sort').notNull().default(1),
    description: text('description').notNull().default(''),
    coverImg: jsonb('cover_img').$type<MediaItem[]>().notNull().default([]),
    image: jsonb('image').$type<MediaItem[]>().notNull().default([]),
    video: jsonb('video').$type<MediaItem[]>().notNull().default([]),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creationTime: created(),
  },
  (t) => [index('activities_type_idx').on(t.typeId, t.sort)],
)
