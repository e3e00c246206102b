/**
 * The knowledge base's administration (issue 16): course categories (./types.ts), teachers
 * (./teachers.ts) and courses (./lessions.ts); the learner's side (./learner.ts, ./progress.ts).
 * Files: ./files.ts; demo data: server/seed/knowledge.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { learnerRoutes } from './learner'
import { progressRoutes } from './progress'
import { lessionRoutes } from './lessions'
import { teacherRoutes } from './teachers'
import { typeRoutes } from './types'

export function knowledgeRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(typeRoutes(ctx))
    await app.register(teacherRoutes(ctx))
    await app.register(learnerRoutes(ctx))
    await app.register(progressRoutes(ctx))
    await app.register(lessionRoutes(ctx))
  }
}
