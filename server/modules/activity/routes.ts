/**
 * Activities and dynamics (issue 15): the activity routes (./activities.ts) and the media read
 * rule (./media.ts, registered with the file routes in server/app.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { activityRoutes } from './activities'

export function activityModuleRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(activityRoutes(ctx))
  }
}
