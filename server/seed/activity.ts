/**
 * Activity types (the dynamics page's tabs), created on every start when missing: activities need
 * one and no screen of the spec manages them, so the catalogue is fixed here (an installation
 * may add rows; nothing is removed or renamed). With the demo and a file storage, once, while no
 * activity exists: activities in every type with generated photos (small real PNGs) and the
 * shipped promo video (server/seed/assets/promo.webm, scripts/make-demo-video.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { asc } from 'drizzle-orm'
import { activities, activityTypes, files, type MediaItem } from '../db/schema'
import type { Executor } from '../db/types'
import { fileUrlOf } from '../modules/files/urls'
import type { FileStorage } from '../storage'
import { storeDemoPng } from './demo-papers'

export const ACTIVITY_TYPES = ['公司新闻', '团建活动', '文体活动', '公益活动'] as const
const VIDEO = path.join(import.meta.dirname, 'assets/promo.webm')

export async function seedActivityTypes(tx: Executor): Promise<void> {
  await tx
    .insert(activityTypes)
    .values(ACTIVITY_TYPES.map((name, i) => ({ name, sort: i + 1 })))
    .onConflictDoNothing()
}

/** [title, type index, Type (1 news), theme, description, photo count, with the video] */
const DEMO: [string, number, 1 | 2, string, string, number, boolean][] = [
  ['公司年会圆满举行', 0, 1, '感恩同行', '全体员工齐聚一堂，回顾一年的收获', 3, true],
  ['新办公楼正式启用', 0, 1, '新起点', '总部迁入新办公楼，环境焕然一新', 2, false],
  ['荣获年度优秀企业称号', 0, 1, '荣誉', '公司获评本市年度优秀企业', 1, false],
  ['春季户外拓展', 1, 2, '团队协作', '两天一夜的户外拓展，增进团队默契', 4, true],
  ['部门聚餐', 1, 2, '轻松一刻', '技术部季度聚餐', 2, false],
  ['篮球友谊赛', 2, 2, '强健体魄', '技术部对阵销售部的篮球友谊赛', 3, false],
  ['羽毛球比赛', 2, 2, '运动健康', '年度羽毛球比赛决赛', 2, true],
  ['读书分享会', 2, 2, '书香办公', '每月一次的读书分享会', 1, false],
  ['社区义务植树', 3, 2, '绿色环保', '员工志愿者参加社区植树活动', 3, false],
  ['爱心捐书', 3, 2, '传递温暖', '为山区学校捐赠图书两千册', 2, false],
]

const COLOURS: [number, number, number][] = [
  [22, 119, 255],
  [82, 196, 26],
  [250, 140, 22],
  [235, 47, 150],
  [19, 194, 194],
  [114, 46, 209],
]

export async function seedDemoActivities(tx: Executor, storage: FileStorage, creatorId: string): Promise<number> {
  if ((await tx.select({ id: activities.id }).from(activities).limit(1)).length) return 0
  const types = await tx.select().from(activityTypes).orderBy(asc(activityTypes.sort))
  const bytes = readFileSync(VIDEO)
  const { key, size } = await storage.put(Readable.from([bytes]))
  const [video] = await tx.insert(files).values({ fileName: '宣传片.webm', extension: 'webm', size, contentType: 'video/webm', storageKey: key, ownerId: creatorId }).returning({ id: files.id })
  let n = 0
  for (const [i, [title, typeIndex, type, theme, description, photos, withVideo]] of DEMO.entries()) {
    const picture = async (name: string, k: number): Promise<MediaItem> => {
      const id = await storeDemoPng(tx, storage, creatorId, name, COLOURS[(i + k) % COLOURS.length], [480, 270])
      return { FileUrl: fileUrlOf(id), FileName: name }
    }
    const cover = await picture(`${title}-封面.png`, 0)
    const image: MediaItem[] = []
    for (let k = 1; k <= photos; k++) image.push(await picture(`${title}-${k}.png`, k))
    await tx.insert(activities).values({
      title,
      typeId: types[typeIndex].id,
      theme,
      type,
      sort: 1 + (i % 3),
      description,
      coverImg: [cover],
      image,
      video: withVideo ? [{ FileUrl: fileUrlOf(video.id), FileName: '宣传片.webm' }] : [],
      creatorId,
      // one a day back from now, so the newest first order is the list's order
      creationTime: new Date(Date.now() - i * 86_400_000),
    })
    n++
  }
  return n
}
