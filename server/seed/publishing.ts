/**
 * Demo publishing (issue 15, "Seed and tests"): columns on two levels and 30 announcements — every
 * fifth pinned, every fourth for 技术部 only (its sub-departments included), the rest for the whole
 * company (总公司, with people who join later); with a file storage every fifth carries a picture.
 * Made through the service's save, so audience and sanitizing are those of the API. Created once,
 * while no column exists, so an administrator's later changes are never undone.
 */
import { eq, sql } from 'drizzle-orm'
import { departments, messageTypes, systemMessages, users } from '../db/schema'
import type { Executor } from '../db/types'
import { saveMessage } from '../modules/publishing/save'
import { fileUrlOf } from '../modules/files/urls'
import { noStorage, type FileStorage } from '../storage'
import { storeDemoPng } from './demo-papers'

export const DEMO_COLUMNS: [string, string[]][] = [
  ['通知公告', ['公司公告', '部门通知']],
  ['新闻资讯', ['公司新闻', '行业动态']],
  ['规章制度', ['人事制度', '财务制度']],
]

const TOPICS = ['年度总结大会', '办公区域调整', '系统升级维护', '消防安全演练', '端午节放假安排', '新员工培训', '季度绩效考核', '团建活动报名', '考勤制度修订', '报销流程优化']

/** The 30 demo announcements once; how many were created (0 when columns already existed). */
export async function seedPublishing(tx: Executor, adminId: string, storage?: FileStorage): Promise<number> {
  if ((await tx.select({ id: messageTypes.id }).from(messageTypes).limit(1)).length) return 0
  const seconds: string[] = []
  for (const [i, [title, children]] of DEMO_COLUMNS.entries()) {
    const [first] = await tx.insert(messageTypes).values({ title, sort: i + 1 }).returning({ id: messageTypes.id })
    for (const [j, child] of children.entries()) {
      const [row] = await tx.insert(messageTypes).values({ title: child, parentId: first.id, sort: j + 1 }).returning({ id: messageTypes.id })
      seconds.push(row.id)
    }
  }
  const deptId = async (name: string) => (await tx.select({ id: departments.id }).from(departments).where(eq(departments.name, name)))[0]?.id
  const [company, tech] = [await deptId('总公司'), await deptId('技术部')]
  const [admin] = await tx.select({ id: users.id, realName: users.realName, userName: users.userName }).from(users).where(eq(users.id, adminId))
  for (let i = 0; i < 30; i++) {
    const forTech = i % 4 === 2 && tech
    const target = forTech ? tech : company
    const picture = storage && i % 5 === 1 ? fileUrlOf(await storeDemoPng(tx, storage, adminId, `通知配图${i + 1}.png`, [40 + i * 6, 110, 200 - i * 4])) : undefined
    const topic = TOPICS[i % TOPICS.length]
    const id = await saveMessage(tx, storage ?? noStorage(), admin, {
      Title: `${forTech ? '【技术部】' : ''}${topic}${i >= TOPICS.length ? `（第${Math.floor(i / TOPICS.length) + 1}期）` : ''}`,
      TypeId: seconds[i % seconds.length],
      Summary: `关于${topic}的说明`,
      Content: `<p>各位同事：</p><p>现将<strong>${topic}</strong>的有关事项通知如下，请相互转告。</p><ul><li>时间：另行通知</li><li>联系人：行政部</li></ul>`,
      Attachs: picture ? [{ FileName: `通知配图${i + 1}.png`, FileUrl: picture }] : [],
      SystemMessageReceivers: target ? [{ Type: 1, UserId: target }] : [],
      IsTop: i % 5 === 0 ? 1 : 0,
      IsNewMemberCanSee: forTech ? 0 : 1,
      IsSecret: 0,
    })
    // Spread over the last 30 days, the first the newest, so lists show a real order.
    await tx.update(systemMessages).set({ creationTime: sql`now() - make_interval(days => ${i})` }).where(eq(systemMessages.id, id))
  }
  return 30
}
