/**
 * Where the application meets the renderer (docs/contracts.md, "Renderer <-> application"): the
 * request layer as DataProvider (with upload and fileSrc), the current menu item's button codes as
 * permissions, what the schemas' events mean (./events.ts), how another screen is found (a list's `screen`
 * action), the signed-in user (whose local drafts), in-app navigation asking a screen with unsaved input
 * (./leaveGuard.ts), and the screen schema with its entities. This module (and so the renderer and Formily) loads only when a
 * schema screen is opened.
 */
import type { EntitySchema } from '../../common/entity-fields'
import { RendererProviders } from '../../renderer/RendererProviders'
import { ScreenRenderer } from '../../renderer/ScreenRenderer'

// ScreenPage starts loading the screen kind's code with the schema's entities
export { preloadScreenKind } from '../../renderer/ScreenRenderer'
import type { DataProvider } from '../../renderer/data/provider'
import { dataProvider } from '../api/request'
import { useSession } from '../auth/session'
import { useRouterLeaveGuard } from './leaveGuard'
import { screenEvent } from './events'
import { loadScreenByRoute, type ScreenSchemaLike } from './registry'
import type { ScreenLoader } from '../../renderer/screenLoader'

const provider: DataProvider = dataProvider
const loadScreen = loadScreenByRoute as unknown as ScreenLoader

export default function ScreenHost(props: { schema: ScreenSchemaLike; entities: Record<string, EntitySchema>; buttons: string[] }) {
  const owner = useSession((s) => s.user?.Id ?? '')
  const guardLeave = useRouterLeaveGuard()
  return (
    <RendererProviders dataProvider={provider} granted={props.buttons} onEvent={screenEvent} loadScreen={loadScreen} owner={owner} guardLeave={guardLeave}>
      <ScreenRenderer schema={props.schema} entities={props.entities} />
    </RendererProviders>
  )
}
