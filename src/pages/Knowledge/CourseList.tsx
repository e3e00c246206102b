/** Courses as cards (title, teacher, category, 新 for a week), 暂无课程 when there are none. */
import { Card, Empty, Tag, Typography } from 'antd'
import type { Lession } from './api'

export function CourseList(props: { items: Lession[]; onOpen(l: Lession): void }) {
  if (!props.items.length) return <Empty description="暂无课程" />
  return (
    <div className="kb-courses">
      {props.items.map((l) => (
        <Card key={l.Id} hoverable size="small" className="kb-course" onClick={() => props.onOpen(l)}>
          <Typography.Text strong className="kb-course-title">
            {l.Title}
          </Typography.Text>
          {l.IsNew === 1 && <Tag color="red">新</Tag>}
          <div className="kb-course-meta">
            {l.TeacherName} · {l.TypeName}
            {l.LessionType === 1 && ' · 视频'}
          </div>
        </Card>
      ))}
    </div>
  )
}
