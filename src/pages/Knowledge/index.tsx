/**
 * 学习中心 (menu route child_knowledge_home, spec 002 s.2.7): the learner's home, search, teacher
 * and course pages with the PDF and video player — the hand-written part the design allows. Which
 * one shows is the query string (./nav.ts).
 */
import { useCallback, useMemo } from 'react'
import { Breadcrumb } from 'antd'
import { useLocation, useNavigate } from 'react-router-dom'
import { dataProvider } from '../../api/request'
import { knowledgeApi } from './api'
import { CourseLessons } from './CourseLessons'
import { Home } from './Home'
import { placeOfQuery, queryOfPlace, type Go } from './nav'
import { SearchPage } from './SearchPage'
import { TeacherInfo } from './TeacherInfo'
import './knowledge.css'

const TITLES = { search: '搜索', teacher: '名师', lesson: '课程' }

export default function KnowledgeHome() {
  const location = useLocation()
  const navigate = useNavigate()
  const api = useMemo(() => knowledgeApi(dataProvider), [])
  const place = useMemo(() => placeOfQuery(new URLSearchParams(location.search)), [location.search])
  const go: Go = useCallback((p, options) => navigate(location.pathname + queryOfPlace(p), options), [navigate, location.pathname])

  return (
    <div className="kb">
      {place.view !== 'home' && (
        <Breadcrumb className="kb-crumbs" items={[{ title: <a onClick={() => go({ view: 'home' })}>学习中心</a> }, { title: TITLES[place.view] }]} />
      )}
      {place.view === 'home' && <Home api={api} go={go} />}
      {place.view === 'search' && <SearchPage api={api} go={go} keyword={place.keyword ?? ''} typeId={place.type ?? ''} searchType={place.searchType === '2' ? 2 : 1} />}
      {place.view === 'teacher' && place.teacher && <TeacherInfo api={api} go={go} teacherId={place.teacher} />}
      {place.view === 'lesson' && <CourseLessons api={api} go={go} place={place} />}
    </div>
  )
}
