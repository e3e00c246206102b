/**
 * The issue 16 administration screens (课程分类, 名师管理, 课程管理) on fixture data through an
 * in-memory DataProvider: the switch columns live for holders of Update and read-only for others,
 * the teacher summary as text, 删除 disabled where CanDelete is 0, and the publish-course dialog with
 * the category tree, the teacher select, keyword tags and the courseware upload.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { entities } from '../../common/entities'
import { ScreenRenderer } from '../../renderer'
import { createMemoryProvider, page } from '../../renderer/testing/memoryProvider'
import { Providers } from '../../renderer/testing/storyKit'
import categoryScreen from '../../schemas/screens/knowledge/category.json'
import courseScreen from '../../schemas/screens/knowledge/course.json'
import teacherScreen from '../../schemas/screens/knowledge/teacher.json'

const T = '2026-11-20T08:30:00.000Z'
const types = [
  { Id: 't1', TypeName: '专业技术', ParentId: null, ParentName: '', IsShow: 1, Sort: 1, CreationTime: T, Code: '001', Level: 1, CanDelete: 0 },
  { Id: 't2', TypeName: '后端开发', ParentId: 't1', ParentName: '专业技术', IsShow: 1, Sort: 2, CreationTime: T, Code: '001001', Level: 2, CanDelete: 0 },
  { Id: 't3', TypeName: '分布式缓存', ParentId: 't2', ParentName: '后端开发', IsShow: 0, Sort: 9, CreationTime: T, Code: '001001001', Level: 3, CanDelete: 1 },
]
const teachers = [
  { Id: 'p1', WorkNo: 'E0002', Name: '王芳', NickName: '芳老师', Department: '技术部', Summary: '十五年软件开发经验，技术总监', Image: '', DescImage: '', Sort: 1, IsShow: 1, CreationTime: T, CanDelete: 0 },
  { Id: 'p2', WorkNo: '', Name: '周慕白', NickName: '', Department: '架构组', Summary: '缓存与高并发专家', Image: '', DescImage: '', Sort: 2, IsShow: 1, CreationTime: T, CanDelete: 1 },
]
const courses = [
  { Id: 'c1', Title: '缓存设计与实战', TypeCode: '001001001', TypeName: '分布式缓存', TeacherId: 'p2', TeacherName: '周慕白', LessionType: 0, Keywords: ['缓存'], Attachs: [], Sort: 0, IsShow: 1, CreationTime: T },
  { Id: 'c2', Title: '事务与并发', TypeCode: '001001', TypeName: '后端开发', TeacherId: 'p1', TeacherName: '王芳', LessionType: 1, Keywords: [], Attachs: [], Sort: 1, IsShow: 0, CreationTime: T },
]
const tree = [{ ...types[0], ChildTypes: [{ ...types[1], ChildTypes: [{ ...types[2], ChildTypes: [] }] }] }]

function provider() {
  return createMemoryProvider({
    'GET /api/app/knowledge-type/knowledge-type-list': ({ query }) => page(types, query),
    'GET /api/app/knowledge-type/knowledge-type': () => types.filter((t) => t.Level < 3).map((t) => ({ Id: t.Id, TypeName: t.TypeName, FullName: t.ParentName ? `${t.ParentName} / ${t.TypeName}` : t.TypeName })),
    'GET /api/app/knowledge-type/knowledge-type-three': () => tree,
    'GET /api/app/knowledge-teacher/knowledge-teacher-list': ({ query }) => page(teachers, query),
    'GET /api/app/knowledge-lession/knowledge-lession': ({ query }) => page(courses, query),
  })
}

const screens = { category: categoryScreen, teacher: teacherScreen, course: courseScreen }

function KnowledgeScreen(props: { screen: keyof typeof screens; granted: string[] }) {
  const dp = useMemo(() => provider(), [])
  return (
    <Providers provider={dp} granted={props.granted}>
      <Suspense fallback={null}>
        <ScreenRenderer schema={screens[props.screen]} entities={entities} />
      </Suspense>
    </Providers>
  )
}

const meta = { title: 'Screens/Knowledge administration', component: KnowledgeScreen } satisfies Meta<typeof KnowledgeScreen>
export default meta
type Story = StoryObj<typeof meta>

const ALL = ['Create', 'Update', 'Delete', 'Export']
export const Categories: Story = {
  args: { screen: 'category', granted: ALL },
  parameters: { shows: ['新增', '分布式缓存', '后端开发', '共 3 条'], selector: 'button[role="switch"][aria-label="是否启用"]:not([disabled])' },
}
export const CategoriesReadOnly: Story = {
  args: { screen: 'category', granted: [] },
  parameters: { shows: ['分布式缓存'], hides: ['新增', '编辑', '删除'], selector: 'button[role="switch"][aria-label="是否启用"][disabled]' },
}
export const Teachers: Story = {
  args: { screen: 'teacher', granted: ALL },
  parameters: { shows: ['导出', '王芳', '十五年软件开发经验，技术总监', '周慕白'] },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('.ant-table-tbody tr.ant-table-row')
    const del = (i: number) => within(rows[i] as HTMLElement).getByRole('button', { name: /删\s*除/ })
    // 王芳 has courses (CanDelete 0), 周慕白 none
    await expect(del(0)).toBeDisabled()
    await expect(del(1)).toBeEnabled()
  },
}
export const Courses: Story = {
  args: { screen: 'course', granted: ALL },
  parameters: { shows: ['发布课程', '导出', '缓存设计与实战', '分布式缓存', '周慕白', '视频', '其他'] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发布课程' }))
    await expect(await body.findByText('上传课件')).toBeInTheDocument()
    const dialog = within(body.getByRole('dialog'))
    await expect(dialog.getByPlaceholderText('请输入关键词，按回车添加')).toBeInTheDocument()
    await expect(dialog.getByText('请选择课程类别')).toBeInTheDocument()
    await expect(dialog.getByText('请选择讲师')).toBeInTheDocument()
  },
}
