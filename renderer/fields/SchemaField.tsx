/**
 * Formily's SchemaField over the field-kind registry.
 *
 * The object schemas the compiler produces (compile/formSchema.ts: one level of plain fields, no
 * `{{ }}` expressions) take a direct path: each property becomes a Formily <Field>/<ArrayField>
 * with the very state Formily's schema reaction would patch in (title, description, decorator,
 * component and its props, validator, dataSource, initialValue, pattern, x-reactions). That skips,
 * per field, a Schema instance, RecursionField, and the schema-compiling autorun Formily keeps on
 * every field even when it has no linkage (about a sixth of a 300-field form's mount).
 * Anything else (nested, void or object fields, expressions, unknown keys) goes through Formily's
 * own SchemaField unchanged.
 */
import { createElement, type ReactElement } from 'react'
import { ArrayField, Field, SchemaComponentsContext, SchemaOptionsContext, createSchemaField, type ISchema } from '@formily/react'
import { fieldComponents, fieldKindOfKey, suspendForFieldKinds } from './registry'

const OPTIONS = { components: {} }
const Base = createSchemaField(OPTIONS)

/** Keys of a compiled field schema, with the field state Formily maps them to (json-schema's SchemaStateMap). */
const STATE_OF: Record<string, string | null> = {
  type: null,
  'x-index': null,
  title: 'title',
  description: 'description',
  'x-decorator': 'decorator',
  'x-component': 'component',
  'x-component-props': 'componentProps',
  'x-validator': 'validator',
  enum: 'dataSource',
  default: 'initialValue',
  'x-pattern': 'pattern',
  'x-reactions': 'reactions',
}
const VALUE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array'])
/** json-schema's expression syntax: such a string would be compiled, so it takes Formily's path. */
const EXPRESSION = /^\s*\{\{[\s\S]*\}\}\s*$/
const NOT_COPIED = Symbol('expression')

/**
 * A fresh copy of a schema value, as Formily's compiler hands it to the field (plain objects and
 * arrays copied, functions, React elements and class instances kept); NOT_COPIED when it holds an
 * expression string.
 */
function copy(v: unknown): unknown {
  if (typeof v === 'string') return EXPRESSION.test(v) ? NOT_COPIED : v
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length)
    for (let i = 0; i < v.length; i++) if ((out[i] = copy(v[i])) === NOT_COPIED) return NOT_COPIED
    return out
  }
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && !('$$typeof' in v)) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v)) if ((out[k] = copy((v as Record<string, unknown>)[k])) === NOT_COPIED) return NOT_COPIED
    return out
  }
  return v
}

/** The Field elements of a flat compiled schema, or null when it is not one. */
function directFields(schema: ISchema): ReactElement[] | null {
  if (schema.type !== 'object' || !schema.properties || typeof schema.properties !== 'object') return null
  for (const k of Object.keys(schema)) if (k !== 'type' && k !== 'properties') return null
  const out: ReactElement[] = []
  let index = 0
  for (const [name, p] of Object.entries(schema.properties as Record<string, ISchema>)) {
    // Formily orders properties by x-index; the compiler numbers them in order
    if (!p || typeof p !== 'object' || p['x-index'] !== index || !VALUE_TYPES.has(p.type as string)) return null
    if (typeof p['x-decorator'] !== 'string' || typeof p['x-component'] !== 'string') return null
    const state: Record<string, unknown> = { name }
    for (const [key, value] of Object.entries(p)) {
      const to = STATE_OF[key]
      if (to === undefined) return null
      if (to === null || value === undefined) continue
      const v = key === 'x-reactions' ? value : copy(value)
      if (v === NOT_COPIED) return null
      state[to] = v
    }
    state.decorator = [state.decorator]
    state.component = [state.component, state.componentProps ?? {}]
    delete state.componentProps
    if (state.dataSource !== undefined) {
      const list = Array.isArray(state.dataSource) ? state.dataSource : [state.dataSource]
      state.dataSource = list.map((item) => (typeof item === 'object' ? item : { label: item, value: item }))
    }
    out.push(createElement((p.type === 'array' ? ArrayField : Field) as never, { ...state, key: `${index}-${name}` }))
    index++
  }
  return out
}

/** The field kinds a schema's components stand for (any depth). */
function kindsOf(schema: ISchema, out: string[] = []): string[] {
  const c = schema['x-component']
  if (typeof c === 'string') {
    const kind = fieldKindOfKey(c)
    if (kind) out.push(kind)
  }
  if (schema.properties && typeof schema.properties === 'object') for (const p of Object.values(schema.properties as Record<string, ISchema>)) if (p && typeof p === 'object') kindsOf(p, out)
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) kindsOf(schema.items as ISchema, out)
  return out
}

export function SchemaField(props: { schema: ISchema }) {
  // kinds that load on demand are usually there already (ScreenRenderer waits for them, compiling
  // starts their load); else the form suspends until they are, rather than mounting half of it
  suspendForFieldKinds(kindsOf(props.schema))
  const components = fieldComponents()
  const direct = directFields(props.schema)
  if (!direct) return <Base schema={props.schema} components={components as never} />
  return (
    <SchemaOptionsContext.Provider value={OPTIONS as never}>
      <SchemaComponentsContext.Provider value={components as never}>{direct}</SchemaComponentsContext.Provider>
    </SchemaOptionsContext.Provider>
  )
}
