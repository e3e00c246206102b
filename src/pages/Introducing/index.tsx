/**
 * 公司介绍 (menu route child_publish_introducing) on the application's DataProvider. Hand-written: it
 * is one page of five unlike panels, each with its own call and dialog (docs/architecture.md
 * "Hand-written pages"); the news carousel is the renderer's media widget, as on the dynamics screen.
 */
import { dataProvider } from '../../api/request'
import { IntroducingPage } from './IntroducingPage'

export default function Introducing() {
  return <IntroducingPage provider={dataProvider} />
}
