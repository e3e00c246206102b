/**
 * The validator of every route schema: nothing reaches a handler unchecked (docs/contracts.md,
 * "HTTP"). Bodies that name an entity (`entityBody`) are validated and normalized by
 * ./validation.ts with the shared rule engine, so the handler receives the clean body. Query
 * strings, path parameters and other bodies are checked by ajv against their schema, and no text in
 * them may hold a control character. Every refusal is a 400 with a Chinese message naming the field.
 */
import Ajv, { type ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import { hasControl, rules } from '../../common/rules'
import { entityNamed } from '../../common/entities'
import { badRequest, fail } from './envelope'
import { validateEntity, type BodyOptions } from './validation'

// verbose: errors carry their schema, so a message can quote its bounds
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false, verbose: true })
addFormats(ajv)

type Schema = { properties?: Record<string, { minimum?: number; maximum?: number; type?: string }> } & Record<string, unknown>

/** The parameter an ajv error is about ('SkipCount', 'Permissions.0.Name'). */
function fieldOf(e: ErrorObject): string {
  const missing = e.params?.missingProperty
  const path = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing
  return path || '参数'
}

/**
 * One Chinese sentence naming the parameter, e.g. 'SkipCount：请输入0-2147483647之间的整数', or the
 * parameter's own `x-message` when its schema gives one.
 */
export function ajvMessage(e: ErrorObject): string {
  const field = fieldOf(e)
  const parent = (e.parentSchema ?? {}) as { properties?: Record<string, { 'x-message'?: string }> }
  const missing = e.params?.missingProperty as string | undefined
  const schema = (missing ? (parent.properties?.[missing] ?? {}) : parent) as { type?: string; minimum?: number; maximum?: number; 'x-message'?: string }
  if (schema['x-message']) return schema['x-message']
  const bounded = schema.minimum !== undefined && schema.maximum !== undefined
  if (e.keyword === 'required') return `缺少参数${field}`
  if (schema.type === 'integer' && (e.keyword === 'type' || bounded)) return bounded ? `${field}：请输入${schema.minimum}-${schema.maximum}之间的整数` : `${field}：请输入整数`
  if (schema.type === 'number' && e.keyword === 'type') return `${field}：请输入数字`
  if (e.keyword === 'maxLength') return `${field}：最多${(e.params as { limit: number }).limit}个字符`
  if (e.keyword === 'enum') return `${field}：取值不在可选范围内`
  if (e.keyword === 'maxItems') return `${field}：最多${(e.params as { limit: number }).limit}项`
  return `参数${field}不合法`
}

/** The first text at any depth with a control character: its path. */
function controlAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasControl(value) ? path || '参数' : undefined
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = controlAt(v, path ? `${path}.${k}` : k)
      if (hit) return hit
    }
  }
  return undefined
}

function entityValidator(schema: Schema) {
  const entity = entityNamed(String(schema['x-entity']))
  if (!entity) throw new Error(`route body names entity "${String(schema['x-entity'])}", which schemas/entities does not define`)
  const opts = (schema['x-body'] ?? {}) as BodyOptions
  return (data: unknown) => {
    const v = validateEntity(entity, data, opts)
    return v.ok ? { value: v.value } : { error: badRequest(v.message, v.errors) }
  }
}

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const s = schema as Schema
  if (httpPart === 'body' && s['x-entity']) return entityValidator(s) as never
  const validate = ajv.compile(s)
  return ((data: unknown) => {
    // A holder lets ajv coerce the root itself (a lone id where a list is asked).
    const holder = { data }
    if (!validate(data, { instancePath: '', parentData: holder, parentDataProperty: 'data', rootData: holder, dynamicAnchors: {} })) {
      const e = validate.errors![0]
      return { error: fail(fieldOf(e), ajvMessage(e)) }
    }
    const field = controlAt(holder.data)
    if (field) return { error: fail(field, `${field}：${rules.control}`) }
    return { value: holder.data }
  }) as never
}
