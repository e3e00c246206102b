/**
 * The introducing page's demo (docs/contracts.md "Introducing page"), once while no regulation
 * type exists: four regulation types with a few regulations each (rich text, sanitized like any
 * stored rich text) and, with a file storage, two promo videos of the shipped demo clip
 * (server/seed/assets/promo.webm) so that the page's 上一个 / 重播 / 下一个 overlay has a next one.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { files, promotionalVideos, regulations, regulationTypes } from '../db/schema'
import type { Executor } from '../db/types'
import { sanitizeRichText } from '../http/rich-text'
import type { FileStorage } from '../storage'

const VIDEO = path.join(import.meta.dirname, 'assets/promo.webm')

/** [key, name, [title, summary, content HTML][]] */
const DEMO: [string, string, [string, string, string][]][] = [
  [
    'hr',
    '人事制度',
    [
      ['考勤管理制度', '工作时间、打卡与请假', '<h3>工作时间</h3><p>周一至周五 9:00-18:00，午休 12:00-13:30。</p><h3>请假</h3><ul><li>事假需提前一个工作日在审批中心提交。</li><li>病假需补交医院证明。</li></ul>'],
      ['薪酬福利制度', '薪资发放与福利项目', '<p>薪资于每月 <strong>10 日</strong>发放。</p><p>公司为员工缴纳五险一金，并提供年度体检与节日福利。</p>'],
      ['员工培训制度', '入职培训与在岗学习', '<p>新员工入职第一周参加入职培训，内容见<a href="https://example.com/onboarding">培训手册</a>。</p>'],
    ],
  ],
  [
    'admin',
    '行政制度',
    [
      ['办公用品领用规定', '领用流程与额度', '<ol><li>在审批中心提交领用申请。</li><li>行政部每周三统一发放。</li></ol>'],
      ['会议室使用规定', '预订、使用与归还', '<p>会议室须提前预订，使用后请关闭投影与空调。</p>'],
    ],
  ],
  [
    'finance',
    '财务制度',
    [
      ['费用报销制度', '报销范围、票据与时限', '<p>费用发生后 <em>30 天</em>内提交报销，附合规发票。</p><table><thead><tr><th>项目</th><th>标准</th></tr></thead><tbody><tr><td>市内交通</td><td>实报实销</td></tr><tr><td>住宿</td><td>每晚 500 元以内</td></tr></tbody></table>'],
      ['差旅管理办法', '出差审批与标准', '<p>出差前须在审批中心提交出差申请，经部门负责人同意后方可出行。</p>'],
    ],
  ],
  [
    'security',
    '信息安全',
    [['信息安全守则', '账号、密码与数据', '<p>不得将账号借予他人使用；密码至少 8 位，含字母与数字。</p><p>客户资料仅限工作使用，严禁外传。</p>']],
  ],
]

const PROMOS = ['公司宣传片', '企业文化片']

export async function seedDemoIntroducing(tx: Executor, storage: FileStorage | undefined, creatorId: string): Promise<void> {
  if ((await tx.select({ id: regulationTypes.id }).from(regulationTypes).limit(1)).length) return
  for (const [i, [key, name, items]] of DEMO.entries()) {
    const [type] = await tx.insert(regulationTypes).values({ key, name, sort: i + 1 }).returning({ id: regulationTypes.id })
    for (const [k, [title, summary, content]] of items.entries()) {
      await tx.insert(regulations).values({ typeId: type.id, title, summary, content: sanitizeRichText(content), sort: k + 1, creatorId })
    }
  }
  if (!storage) return
  const { key, size } = await storage.put(Readable.from([readFileSync(VIDEO)]))
  const [video] = await tx.insert(files).values({ fileName: '宣传片.webm', extension: 'webm', size, contentType: 'video/webm', storageKey: key, ownerId: creatorId }).returning({ id: files.id })
  await tx.insert(promotionalVideos).values(PROMOS.map((title, i) => ({ title, fileId: video.id, sort: i + 1 })))
}
