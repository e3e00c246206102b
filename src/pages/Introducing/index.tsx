/**
 * 公司介绍 (menu route child_publish_introducing; spec 002 s.2.4 "Introducing details page"): the
 * promo videos, 通知公告, 相关制度, 最新动态 and 人力组织 side by side. Hand-written: it is one page
 * of five unlike panels, each with its own call and dialog (docs/architecture.md "Hand-written
 * pages"); the news carousel is the renderer's media widget, as on the dynamics screen.
 */
import { useEffect, useMemo, useState } from 'react'
import { Card, Skeleton } from 'antd'
import { dataProvider } from '../../api/request'
import { DataProviderContextProvider } from '../../../renderer/data/provider'
import { introducingApi, type PromoVideo } from './api'
import { News } from './News'
import { Notices } from './Notices'
import { Organisation } from './Organisation'
import { PromoVideos } from './PromoVideos'
import { Regulations } from './Regulations'
import './introducing.css'

export default function Introducing() {
  const api = useMemo(() => introducingApi(dataProvider), [])
  const [videos, setVideos] = useState<PromoVideo[] | null>(null)
  useEffect(() => void api.videos().then(setVideos, () => setVideos([])), [api])
  return (
    <DataProviderContextProvider value={dataProvider}>
      <div className="intro">
        <Card title="宣传视频" size="small" className="intro-card intro-videos">
          {videos ? <PromoVideos videos={videos} /> : <Skeleton active />}
        </Card>
        <Notices api={api} />
        <Regulations api={api} />
        <News api={api} />
        <Organisation api={api} />
      </div>
    </DataProviderContextProvider>
  )
}
