/** A teacher's page (spec 002 s.2.7 Teacher info): the detail, the categories of their courses (暂无类别) and the courses. */
import { useEffect, useState } from 'react'
import { Avatar, Card, Empty, Pagination, Tag, Typography } from 'antd'
import type { KnowledgeApi, Lession, TeacherDetail } from './api'
import { CourseList } from './CourseList'
import type { Go } from './nav'

const PAGE = 12

export function TeacherInfo(props: { api: KnowledgeApi; go: Go; teacherId: string }) {
  const { api, go, teacherId } = props
  const [teacher, setTeacher] = useState<TeacherDetail | null>(null)
  const [typeId, setTypeId] = useState<string>()
  const [page, setPage] = useState(1)
  const [courses, setCourses] = useState<{ Lessions: Lession[]; TotalCount: number } | null>(null)

  useEffect(() => void api.teacher(teacherId).then(setTeacher), [api, teacherId])
  useEffect(() => {
    void api.teacherLessions({ teacherId, typeId, SkipCount: (page - 1) * PAGE, MaxResultCount: PAGE }).then(setCourses)
  }, [api, teacherId, typeId, page])

  if (!teacher) return null
  return (
    <div className="kb-teacher">
      <Card size="small">
        <div className="kb-teacher-head">
          <Avatar size={64}>{teacher.Name.slice(0, 1)}</Avatar>
          <div>
            <Typography.Title level={4}>{teacher.Name}</Typography.Title>
            <Typography.Text type="secondary">
              {teacher.NickName} · {teacher.Department}
            </Typography.Text>
          </div>
        </div>
        {/* sanitized on the server (sanitize-html allowlist) */}
        <div className="kb-teacher-summary" dangerouslySetInnerHTML={{ __html: teacher.Summary }} />
      </Card>
      <Card size="small" title="课程类别">
        {teacher.Types.length ? (
          <div className="kb-teacher-types">
            <Tag.CheckableTag checked={!typeId} onChange={() => (setTypeId(undefined), setPage(1))}>
              全部
            </Tag.CheckableTag>
            {teacher.Types.map((t) => (
              <Tag.CheckableTag key={t.Id} checked={typeId === t.Id} onChange={() => (setTypeId(t.Id), setPage(1))}>
                {t.TypeName}（{t.Count}）
              </Tag.CheckableTag>
            ))}
          </div>
        ) : (
          <Empty description="暂无类别" />
        )}
      </Card>
      <Card size="small" title="课程">
        <CourseList items={courses?.Lessions ?? []} onOpen={(l) => go({ view: 'lesson', lession: l.Id })} />
        {(courses?.TotalCount ?? 0) > PAGE && <Pagination current={page} pageSize={PAGE} total={courses?.TotalCount} onChange={setPage} size="small" showSizeChanger={false} />}
      </Card>
    </div>
  )
}
