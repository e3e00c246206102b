/**
 * 学习中心 (spec 002 s.2.7 Home): the search box, 继续学习 with where the learner left off, the
 * teacher tabs, the first-level category tiles, the chosen one's second-level tabs (全部 first),
 * its courses and 查看更多 (every course of the category).
 */
import { useEffect, useState } from 'react'
import { Avatar, Button, Card, Empty, Input, List, Tabs, Typography } from 'antd'
import type { FileEntry, KnowledgeApi, Lession, Teacher, TypeNode } from './api'
import { CourseList } from './CourseList'
import { placeOf } from './format'
import type { Go } from './nav'

const ALL = ''

export function Home(props: { api: KnowledgeApi; go: Go }) {
  const { api, go } = props
  const [top, setTop] = useState<TypeNode[]>([])
  const [teachers, setTeachers] = useState<Teacher[]>([])
  const [recent, setRecent] = useState<FileEntry[]>([])
  const [parent, setParent] = useState<TypeNode | null>(null)
  const [tab, setTab] = useState(ALL)
  const [courses, setCourses] = useState<{ Types: TypeNode[]; Lessions: Lession[]; TotalCount: number } | null>(null)

  useEffect(() => {
    void api.types().then((t) => {
      setTop(t)
      setParent(t[0] ?? null)
    })
    void api.teachers().then(setTeachers)
    void api.continueLearning().then(setRecent)
  }, [api])
  useEffect(() => {
    if (!parent) return
    void api.index({ parentId: parent.Id, typeId: tab || undefined }).then(setCourses)
  }, [api, parent, tab])

  const chosen = tab ? courses?.Types.find((t) => t.Id === tab) : parent
  return (
    <div className="kb-home">
      <Input.Search className="kb-search" placeholder="请输入你想学习的内容" enterButton="搜索" onSearch={(keyword) => go({ view: 'search', keyword })} />
      {recent.length > 0 && (
        <Card size="small" title="继续学习" className="kb-recent">
          <List
            size="small"
            dataSource={recent}
            renderItem={(f) => (
              <List.Item actions={[<a key="go" onClick={() => go({ view: 'lesson', lession: f.LessionId, file: f.Id })}>继续学习</a>]}>
                <List.Item.Meta title={f.Title} description={`${f.FileName} · ${placeOf(f)}`} />
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card size="small" title="名师" className="kb-teachers">
        {teachers.length ? (
          <Tabs
            items={teachers.map((t) => ({
              key: t.Id,
              label: t.Name,
              children: (
                <div className="kb-teacher-tab">
                  <Avatar size={48}>{t.Name.slice(0, 1)}</Avatar>
                  <div>
                    <Typography.Text strong>{t.Name}</Typography.Text> <Typography.Text type="secondary">{t.Department}</Typography.Text>
                    <Typography.Paragraph ellipsis={{ rows: 2 }}>{t.Summary}</Typography.Paragraph>
                    <a onClick={() => go({ view: 'teacher', teacher: t.Id })}>查看名师</a>
                  </div>
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description="暂无名师" />
        )}
      </Card>
      <div className="kb-tiles">
        {top.map((t) => (
          <Card
            key={t.Id}
            size="small"
            hoverable
            className={t.Id === parent?.Id ? 'kb-tile kb-current' : 'kb-tile'}
            onClick={() => {
              setParent(t)
              setTab(ALL)
            }}
          >
            {t.TypeName}
          </Card>
        ))}
      </div>
      {parent && (
        <Card size="small" className="kb-home-courses">
          <Tabs activeKey={tab} onChange={setTab} items={[{ key: ALL, label: '全部' }, ...(courses?.Types ?? []).map((t) => ({ key: t.Id, label: t.TypeName }))]} />
          <CourseList items={courses?.Lessions ?? []} onOpen={(l) => go({ view: 'lesson', lession: l.Id })} />
          {(courses?.TotalCount ?? 0) > (courses?.Lessions.length ?? 0) && chosen && (
            <Button type="link" className="kb-more" onClick={() => go({ view: 'lesson', type: chosen.Id, typeName: chosen.TypeName })}>
              查看更多
            </Button>
          )}
        </Card>
      )}
    </div>
  )
}
