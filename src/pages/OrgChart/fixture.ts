/**
 * Generated organisation charts for the story, the tests and the bench: deterministic (seeded),
 * in the server's shape (`OrgChartNode`), with an in-memory DataProvider answering the chart and
 * card calls and serving photos (small PNG data URLs) through `fileSrc`.
 */
import type { DataProvider, RequestOptions } from '../../../renderer/data/provider'
import { type OrgChartNode, type OrgUserCard } from './types'

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红娥玲芬燕彬鹏辉斌宇浩凯健俊帆帅旭宁龙林欣晨怡佳雪梅琳晶颖倩婷慧莹雨婕子轩涵博文思远一诺嘉豪梓睿'
const DEPTS = ['技术部', '产品部', '市场部', '销售部', '财务部', '人力资源部', '行政部', '运营部']
const TEAMS = ['一组', '二组', '三组', '四组']
const TITLES: Record<number, string[]> = {
  1: ['总经理'],
  2: ['副总经理'],
  3: ['部门总监'],
  4: ['经理', '主管'],
  5: ['高级专员', '工程师', '高级工程师', '专员'],
  6: ['助理', '实习生', '专员'],
}
const DUTIES = [
  '负责公司整体战略规划与经营管理',
  '统筹分管部门的年度目标、预算与考核',
  '制定部门工作计划并推动落地，管理团队建设',
  '带领小组完成日常业务，跟进项目进度与质量',
  '完成岗位日常工作，参与项目实施与文档编写',
  '协助团队处理事务性工作，整理资料与报表',
]

function rng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 4294967296
  }
}

/** A chart of exactly `count` people (count >= 1): 1 head, vice presidents, directors, managers, staff. */
export function generateOrgChart(count = 500, seed = 7): OrgChartNode {
  const rand = rng(seed)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]
  let made = 0
  const person = (level: number, dep: string, title?: string): OrgChartNode => {
    made++
    const n = made
    const given = [...GIVEN]
    const name = pick([...SURNAMES]) + pick(given) + (rand() < 0.6 ? pick(given) : '')
    const position = title ?? pick(TITLES[level] ?? TITLES[6])
    return {
      UserId: `u-${String(n).padStart(4, '0')}`,
      UserName: name,
      WorkNo: `A${String(1000 + n)}`,
      Position: position,
      PositionLevel: level,
      MajorAreas: level <= 3 ? `${dep}管理` : '',
      Responsibility: `${DUTIES[Math.min(level, DUTIES.length) - 1]}。`,
      HeadImg: n % 3 === 0 ? `/download-file?id=photo-${n}` : '',
      DepName: dep,
      children: [],
    }
  }
  const root = person(1, '总经办', '总经理')
  const left = () => count - made
  const vps: OrgChartNode[] = []
  for (let i = 0; i < 4 && left() > 0; i++) {
    const vp = person(2, DEPTS[i * 2], '副总经理')
    root.children!.push(vp)
    vps.push(vp)
  }
  const directors: OrgChartNode[] = []
  vps.forEach((vp, i) => {
    for (let j = 0; j < 2 && left() > 0; j++) {
      const d = person(3, DEPTS[i * 2 + j], `${DEPTS[i * 2 + j].replace(/部$/, '')}总监`)
      vp.children!.push(d)
      directors.push(d)
    }
  })
  const managers: OrgChartNode[] = []
  directors.forEach((d) => {
    const n = 2 + Math.floor(rand() * 3)
    for (let j = 0; j < n && left() > 0; j++) {
      const m = person(4, `${d.DepName}${TEAMS[j]}`)
      d.children!.push(m)
      managers.push(m)
    }
  })
  // staff: uneven teams (some above 10, so they wrap), a few seniors with their own juniors
  const targets = managers.length ? managers : directors.length ? directors : vps.length ? vps : [root]
  const weights = targets.map(() => 0.4 + rand() * 1.6)
  const sum = weights.reduce((a, b) => a + b, 0)
  const staff = left()
  const quota = weights.map((w) => Math.floor((w / sum) * staff))
  let rest = staff - quota.reduce((a, b) => a + b, 0)
  for (let i = 0; rest > 0; i = (i + 1) % quota.length, rest--) quota[i]++
  targets.forEach((m, i) => {
    let q = quota[i]
    const mentor = q >= 8 && i % 3 === 0
    while (q > 0) {
      const s = person(5, m.DepName ?? '')
      m.children!.push(s)
      q--
      if (mentor && q > 0 && m.children!.length === 1) {
        for (let k = 0; k < 3 && q > 0; k++, q--) s.children!.push(person(6, m.DepName ?? ''))
      }
    }
  })
  return root
}

export function flattenNodes(root: OrgChartNode): OrgChartNode[] {
  const out: OrgChartNode[] = []
  const stack = [root]
  while (stack.length) {
    const n = stack.pop()!
    out.push(n)
    stack.push(...(n.children ?? []))
  }
  return out
}

/** Six 64 x 64 PNG silhouettes (raster, like real photos: decoded off the main thread). */
const PHOTOS = [
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAABlBMVEXH2+4/cqZshFCEAAAAbElEQVR42u3VMRKAMAwDQfb/n6aiZ7hABoh6b+NE3raVlZVnIg0fieMXCZpAE2gCUagAUXg/wE3Cr7Yw/yn339j7oDdS78TeygPuwsoHzvvg2zqgDs4TtF6nCTSBJtAEmkAUKkAUpgNE4a/ADlO0BFK8CfbiAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAABlBMVEXH7ug/ppV6qlmjAAAAbElEQVR42u3VMRKAMAwDQfb/n6aiZ7hABoh6b+NE3raVlZVnIg0fieMXCZpAE2gCUagAUXg/wE3Cr7Yw/yn339j7oDdS78TeygPuwsoHzvvg2zqgDs4TtF6nCTSBJtAEmkAUKkAUpgNE4a/ADlO0BFK8CfbiAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAABlBMVEXhx+6DP6aR8voQAAAAbElEQVR42u3VMRKAMAwDQfb/n6aiZ7hABoh6b+NE3raVlZVnIg0fieMXCZpAE2gCUagAUXg/wE3Cr7Yw/yn339j7oDdS78TeygPuwsoHzvvg2zqgDs4TtF6nCTSBJtAEmkAUKkAUpgNE4a/ADlO0BFK8CfbiAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAABlBMVEXux9umP3IYadKQAAAAbElEQVR42u3VMRKAMAwDQfb/n6aiZ7hABoh6b+NE3raVlZVnIg0fieMXCZpAE2gCUagAUXg/wE3Cr7Yw/yn339j7oDdS78TeygPuwsoHzvvg2zqgDs4TtF6nCTSBJtAEmkAUKkAUpgNE4a/ADlO0BFK8CfbiAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAABlBMVEXu28emcj/qDExRAAAAbElEQVR42u3VMRKAMAwDQfb/n6aiZ7hABoh6b+NE3raVlZVnIg0fieMXCZpAE2gCUagAUXg/wE3Cr7Yw/yn339j7oDdS78TeygPuwsoHzvvg2zqgDs4TtF6nCTSBJtAEmkAUKkAUpgNE4a/ADlO0BFK8CfbiAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAABlBMVEXH7sc/pj+0+Kw9AAAAbElEQVR42u3VMRKAMAwDQfb/n6aiZ7hABoh6b+NE3raVlZVnIg0fieMXCZpAE2gCUagAUXg/wE3Cr7Yw/yn339j7oDdS78TeygPuwsoHzvvg2zqgDs4TtF6nCTSBJtAEmkAUKkAUpgNE4a/ADlO0BFK8CfbiAAAAAElFTkSuQmCC',
]

function photo(id: string): string {
  let h = 0
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return PHOTOS[h % PHOTOS.length]
}

/** A DataProvider over a fixed chart (null = the server answers no data). */
export function createOrgChartProvider(root: OrgChartNode | null, options: { delay?: number } = {}): DataProvider & { calls: RequestOptions[] } {
  const byId = new Map((root ? flattenNodes(root) : []).filter((n) => n.UserId).map((n) => [n.UserId!, n]))
  const calls: RequestOptions[] = []
  const wait = <T>(v: T) => (options.delay ? new Promise<T>((r) => setTimeout(() => r(v), options.delay)) : Promise.resolve(v))
  return {
    calls,
    request<T>(o: RequestOptions): Promise<T> {
      calls.push(o)
      if (/^\/api\/app\/users\/organization\/[^/]+$/.test(o.url)) return wait(root as T)
      const m = /^\/api\/app\/users\/org-user-card\/(.+)$/.exec(o.url)
      if (m) {
        const n = byId.get(decodeURIComponent(m[1]))
        if (!n) return Promise.reject(Object.assign(new Error('员工不存在'), { status: 404 }))
        const card: OrgUserCard = {
          UserId: n.UserId!,
          HeadImg: n.HeadImg,
          UserName: n.UserName,
          Position: n.Position,
          Responsibility: n.Responsibility,
          DepName: n.DepName,
          WorkNo: n.WorkNo,
        }
        return wait(card as T)
      }
      return Promise.reject(new Error(`fixture: no answer for ${o.method} ${o.url}`))
    },
    fileSrc: (url: string) => Promise.resolve(photo(url)),
  }
}
