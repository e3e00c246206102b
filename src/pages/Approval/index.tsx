/** The registered page (src/screens/registry.ts): the approval centre on the application's request layer. */
import { dataProvider } from '../../api/request'
import ApprovalCentre from './ApprovalCentre'

export default function ApprovalRoute() {
  return <ApprovalCentre provider={dataProvider} />
}
