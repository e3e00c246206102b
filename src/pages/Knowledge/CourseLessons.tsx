/**
 * The course lesson list (spec 002 s.2.7): one course's courseware in the player, titled with the
 * course's name; or every course of a category, titled with its name + '--所有课程'.
 */
import { useEffect, useState } from 'react'
import { Card, Pagination, Typography } from 'antd'
import type { FileEntry, KnowledgeApi, Lession } from './api'
import { CourseList } from './CourseList'
import type { Go, Place } from './nav'
import { Player } from './Player'

const PAGE = 12

export function CourseLessons(props: { api: KnowledgeApi; go: Go; place: Place }) {
  const { api, go, place } = props
  const [lession, setLession] = useState<(Lession & { Files: FileEntry[] }) | null>(null)
  const [page, setPage] = useState(1)
  const [courses, setCourses] = useState<{ Items: Lession[]; TotalCount: number } | null>(null)

  useEffect(() => {
    if (place.lession) void api.lessionFiles(place.lession).then(setLession)
  }, [api, place.lession])
  useEffect(() => {
    if (!place.lession && place.type)
      void api.search({ SearchType: 1, FirstTypeId: place.type, SkipCount: (page - 1) * PAGE, MaxResultCount: PAGE }).then(setCourses)
  }, [api, place.lession, place.type, page])

  if (place.lession)
    return lession ? (
      <div className="kb-lesson">
        <Typography.Title level={4}>{lession.Title}</Typography.Title>
        <Typography.Text type="secondary" className="kb-lesson-meta">
          <a onClick={() => go({ view: 'teacher', teacher: lession.TeacherId })}>{lession.TeacherName}</a> · {lession.TypeName}
        </Typography.Text>
        <Player api={api} lession={lession} fileId={place.file} onPick={(file) => go({ ...place, file }, { replace: true })} />
      </div>
    ) : null
  return (
    <Card size="small" title={`${place.typeName ?? ''}--所有课程`} className="kb-lesson">
      <CourseList items={courses?.Items ?? []} onOpen={(l) => go({ view: 'lesson', lession: l.Id })} />
      {(courses?.TotalCount ?? 0) > PAGE && <Pagination current={page} pageSize={PAGE} total={courses?.TotalCount} onChange={setPage} size="small" showSizeChanger={false} />}
    </Card>
  )
}
