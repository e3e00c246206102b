/** The registered page (src/screens/registry.ts): the chart on the application's request layer. */
import { dataProvider } from '../../api/request'
import type { DataProvider } from '../../../renderer/data/provider'
import OrgChartPage from './OrgChartPage'

const provider: DataProvider = dataProvider

export default function OrgChartRoute() {
  return <OrgChartPage provider={provider} />
}
