/**
 * Demo knowledge base (issue 16, "Seed and tests"): categories on three levels, 8 teachers and 40
 * courses spread over the level-2 and level-3 categories. Created once, while no category exists,
 * so an administrator's later changes are never undone. With a file storage every course gets its
 * handout PDF and the video courses the promo video too (./knowledge-files.ts); without one (the
 * API tests' template database) the courses have no files.
 */
import { inArray } from 'drizzle-orm'
import { knowledgeAttachments, knowledgeKeywords, knowledgeLessions, knowledgeTeachers, knowledgeTypes, users } from '../db/schema'
import type { Executor } from '../db/types'
import { childCode } from '../modules/knowledge/codes'
import type { FileStorage } from '../storage'
import { storeHandout, storePromoVideo, type StoredDemoFile } from './knowledge-files'

/** [name, children]: a level-2 entry with children has level-3 categories under it. */
type Tree = [string, Tree[]?]
export const DEMO_KNOWLEDGE_TYPES: Tree[] = [
  ['专业技术', [['前端开发', [['React'], ['TypeScript']]], ['后端开发', [['数据库'], ['接口设计']]], ['软件测试']]],
  ['职场技能', [['办公软件', [['Excel'], ['PPT']]], ['沟通表达'], ['时间管理']]],
  ['管理能力', [['团队管理'], ['项目管理', [['敏捷开发']]]]],
  ['企业文化', [['新人入职'], ['规章制度']]],
]

const TEACHERS = [
  { workNo: 'E0002', name: '王芳', nickName: '芳老师', department: '技术部', summary: '<p>十五年软件开发经验，<strong>技术总监</strong>，主讲前端架构与工程化。</p>' },
  { workNo: 'E0003', name: '李娜', nickName: '娜娜老师', department: '前端组', summary: '<p>前端工程师，擅长 React 与 TypeScript，带过三届新人训练营。</p>' },
  { workNo: 'E0006', name: '杨洋', nickName: '洋老师', department: '后端组', summary: '<p>后端工程师，主讲数据库设计与<em>接口规范</em>。</p>' },
  { workNo: 'E0007', name: '赵敏', nickName: '敏老师', department: '测试组', summary: '<p>测试工程师，专注自动化测试与质量保障。</p>' },
  { workNo: 'E0001', name: '张伟', nickName: '伟老师', department: '人力资源部', summary: '<p>人事经理，主讲新人入职与企业文化。</p>' },
  { workNo: 'E0004', name: '刘强', nickName: '强老师', department: '财务部', summary: '<p>财务经理，主讲 Excel 数据分析与报表。</p>' },
  { workNo: undefined, name: '陈思远', nickName: '思远', department: '外聘讲师', summary: '<p>外聘管理咨询顾问，主讲团队管理与项目管理。</p>' },
  { workNo: undefined, name: '林晓', nickName: '晓老师', department: '外聘讲师', summary: '<p>外聘培训师，主讲沟通表达与时间管理。</p>' },
]

/** Course titles per leaf category, with the teacher (index into TEACHERS) and keywords. */
const COURSES: Record<string, [string, number, string[]][]> = {
  React: [['React 入门与组件思维', 1, ['React', '组件']], ['React Hooks 实战', 0, ['Hooks', '状态']], ['React 性能优化', 0, ['性能']]],
  TypeScript: [['TypeScript 类型基础', 1, ['类型', 'TS']], ['TypeScript 泛型进阶', 1, ['泛型']], ['用类型守护接口数据', 0, ['接口', '类型']]],
  数据库: [['PostgreSQL 基础', 2, ['数据库', 'SQL']], ['索引与查询优化', 2, ['索引', '性能']], ['事务与并发', 2, ['事务']]],
  接口设计: [['REST 接口设计规范', 2, ['接口', 'REST']], ['接口鉴权与权限', 2, ['权限', '安全']], ['接口文档与版本管理', 2, ['文档', '版本']]],
  软件测试: [['测试用例设计', 3, ['测试', '用例']], ['自动化测试入门', 3, ['自动化']], ['接口测试实践', 3, ['接口', '测试']]],
  Excel: [['Excel 函数速成', 5, ['Excel', '函数']], ['数据透视表', 5, ['透视表']], ['财务报表制作', 5, ['报表']]],
  PPT: [['PPT 版式设计', 7, ['PPT', '设计']], ['汇报型 PPT 制作', 7, ['汇报']], ['图表与数据可视化', 5, ['图表']]],
  沟通表达: [['高效沟通的五个习惯', 7, ['沟通']], ['会议主持技巧', 7, ['会议']], ['书面表达与邮件礼仪', 7, ['邮件', '写作']]],
  时间管理: [['时间管理四象限', 7, ['时间管理']], ['番茄工作法', 7, ['专注']]],
  团队管理: [['新任经理的第一课', 6, ['管理', '经理']], ['团队激励与反馈', 6, ['激励', '反馈']], ['绩效面谈', 6, ['绩效']]],
  敏捷开发: [['敏捷开发入门', 6, ['敏捷', 'Scrum']], ['看板方法', 6, ['看板']]],
  项目管理: [['项目计划与排期', 6, ['计划', '排期']], ['项目风险管理', 6, ['风险']], ['项目复盘', 6, ['复盘']]],
  新人入职: [['公司发展历程', 4, ['企业文化']], ['新人入职指南', 4, ['入职', '新人']], ['办公系统使用说明', 4, ['办公系统']]],
  规章制度: [['考勤与休假制度', 4, ['考勤', '休假']], ['报销制度解读', 5, ['报销']], ['信息安全守则', 2, ['信息安全']]],
}

/** The courses shown as videos (LessionType 1): the promo video first, then the handout. */
export const DEMO_VIDEO_COURSES = new Set(['React Hooks 实战', '索引与查询优化', '自动化测试入门', '数据透视表', '会议主持技巧', '番茄工作法', '看板方法', '公司发展历程'])

export interface DemoLession {
  id: string
  title: string
  teacherName: string
  typeName: string
}

/** Creates the demo knowledge base once; the courses created (empty when it already existed). */
export async function seedKnowledge(tx: Executor, creatorId: string, storage?: FileStorage): Promise<DemoLession[]> {
  if ((await tx.select({ id: knowledgeTypes.id }).from(knowledgeTypes).limit(1)).length) return []
  const typeIds = new Map<string, string>()
  const addTypes = async (nodes: Tree[], parentId: string | null, parentCode: string, level: number) => {
    for (const [i, [name, children]] of nodes.entries()) {
      const code = childCode(parentCode, i + 1)
      const [row] = await tx.insert(knowledgeTypes).values({ parentId, typeName: name, code, level, sort: i + 1 }).returning({ id: knowledgeTypes.id })
      typeIds.set(name, row.id)
      if (children) await addTypes(children, row.id, code, level + 1)
    }
  }
  await addTypes(DEMO_KNOWLEDGE_TYPES, null, '', 1)

  const workNos = TEACHERS.flatMap((t) => (t.workNo ? [t.workNo] : []))
  const userIds = new Map((await tx.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, workNos))).map((u) => [u.userName, u.id]))
  const teachers = await tx
    .insert(knowledgeTeachers)
    .values(TEACHERS.map((t, i) => ({ userId: (t.workNo && userIds.get(t.workNo)) || null, name: t.name, nickName: t.nickName, department: t.department, summary: t.summary, sort: i + 1 })))
    .returning({ id: knowledgeTeachers.id, name: knowledgeTeachers.name })

  const video = storage ? await storePromoVideo(tx, storage, creatorId) : undefined
  const created: DemoLession[] = []
  let n = 0
  for (const [typeName, courses] of Object.entries(COURSES)) {
    for (const [title, teacher, keywords] of courses) {
      n++
      const isVideo = DEMO_VIDEO_COURSES.has(title)
      const [row] = await tx
        .insert(knowledgeLessions)
        .values({ title, typeId: typeIds.get(typeName)!, teacherId: teachers[teacher].id, lessionType: isVideo ? 1 : 0, sort: n, creatorId })
        .returning({ id: knowledgeLessions.id })
      await tx.insert(knowledgeKeywords).values(keywords.map((keyword, sort) => ({ lessionId: row.id, keyword, sort })))
      if (storage) {
        const handout = await storeHandout(tx, storage, creatorId, { title, typeName, teacherName: teachers[teacher].name, keywords, n })
        const attachs: StoredDemoFile[] = isVideo && video ? [video, handout] : [handout]
        await tx.insert(knowledgeAttachments).values(attachs.map((a, sort) => ({ ...a, lessionId: row.id, sort })))
      }
      created.push({ id: row.id, title, teacherName: teachers[teacher].name, typeName })
    }
  }
  return created
}

