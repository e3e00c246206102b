/**
 * Activity types (the dynamics page's tabs), created on every start when missing: activities need
 * one and no screen of the spec manages them, so the catalogue is fixed here (an installation
 * may add rows; nothing is removed or renamed).
 */
import { activityTypes } from '../db/schema'
import type { Executor } from '../db/types'

export const ACTIVITY_TYPES = ['公司新闻', '团建活动', '文体活动', '公益活动'] as const

export async function seedActivityTypes(tx: Executor): Promise<void> {
  await tx
    .insert(activityTypes)
    .values(ACTIVITY_TYPES.map((name, i) => ({ name, sort: i + 1 })))
    .onConflictDoNothing()
}
