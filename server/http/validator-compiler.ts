/**
 * The validator of Fastify route schemas (query strings, params, the token form). Entity bodies
 * carry `x-entity` and are validated by server/http/validation.ts with the shared rule engine
 * instead, so their route schema only feeds OpenAPI.
 */
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'

const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false })
addFormats(ajv)

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema }) => {
  if ((schema as Record<string, unknown>)['x-entity']) return () => true
  return ajv.compile(schema as object) as never
}
