/**
 * 公司介绍 (spec 002 s.2.4 "Introducing details page"): the promo videos, 通知公告, 相关制度, 最新动态
 * and 人力组织 side by side, on the given DataProvider (the application's, or a story's fixture).
 */
import { useEffect, useMemo, useState } from 'react'
import { Card, Skeleton } from 'antd'
import { DataProviderContextProvider, type DataProvider } from '../../../renderer/data/provider'
import { introducingApi, type PromoVideo } from './api'
import { News } from './News'
import { Notices } from './Notices'
import { Organisation } from './Organisation'
import { PromoVideos } from './PromoVideos'
import { Regulations } from './Regulations'
import './introducing.css'

export function IntroducingPage({ provider }: { provider: DataProvider }) {
  const api = useMemo(() => introducingApi(provider), [provider])
  const [videos, setVideos] = useState<PromoVideo[] | null>(null)
  useEffect(() => void api.videos().then(setVideos, () => setVideos([])), [api])
  return (
    <DataProviderContextProvider value={provider}>
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
