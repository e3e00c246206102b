// The project's own peer-bench adapter (issue 17); see table.tsx on the imports.
//
// form-300 through the project's form screen (schema kind 'form': ScreenRenderer -> LazyFormScreen ->
// FormScreen, the same controller and FormBody as a list's form dialogs, without the Modal), inside
// the application's providers (./host.tsx).
//
// The fixture fields become an entity schema (labels, rule kinds, limits, `required`: the project
// takes all of these from the entity) plus the screen's field list:
//   text   -> property {type: string, x-rule: 'text', maxLength: 30}, required  -> Input (allowClear)
//   select -> property {type: string, x-select: true}, required, field options  -> Select
//   date   -> property {type: string, format: 'date'}                           -> DatePicker (loads on demand)
//   number -> property {type: number, x-rule: 'number', minimum 0, maximum 1000} -> NumberPicker (loads on demand)
// Property names are PascalCase (F001...) as the entity meta-schema asks; placeholders as the fixtures.
// labelWidth 120: at the default 100 px, the required labels (asterisk + 文本字段001 + colon) are cut.
//
// What the mount timer covers: the application's route starts the screen kind's code, and once it
// has the schema and its entities the field kinds the schema names (src/screens/ScreenPage.tsx,
// preloadScreenKind), then mounts. prepare() starts the same loads (as table.tsx starts the list
// kind's), but the harness mounts two frames later without waiting for them, so what is not there
// yet (renderer/dialog/onDemandForm.tsx with Formily and the compiler, then the DatePicker and
// NumberPicker chunks) still loads inside mountMs, the host's <Suspense> fallback showing meanwhile.
// With PRELOAD_FORM_KINDS (run-project.sh: PROJECT_PRELOAD=1) both are loaded at module evaluation
// (in bootMs), as the project's own bench (bench/form/main.tsx) does before its timer.
//
// validate(): through the screen's handle (renderer/screenHandle.ts, what a host embedding a screen
// uses): form.validate() of all 300 fields, messages drawn under each.
import type { FieldSpec, FormScreenSchema } from '../../renderer/schema/types'
import type { EntityProperty, EntitySchema } from '../../common/entity-fields'
import { loadFormScreen } from '../../renderer/dialog/lazy'
import { createRef } from 'react'
import type { ScreenHandle } from '../../renderer/screenHandle'
import { preloadScreenKind } from '../../renderer/ScreenRenderer'
import { LIB, memoryProvider, mountScreen, type Screen } from './host'
import { PRELOAD_FORM_KINDS } from './options'

interface FixtureField {
  name: string
  label: string
  kind: 'text' | 'select' | 'date' | 'number'
  required?: boolean
  maxLength?: number
  placeholder?: string
  options?: { label: string; value: string }[]
  format?: string
  min?: number
  max?: number
}

const COMPONENT = { text: 'Input', select: 'Select', date: 'DatePicker', number: 'NumberPicker' } as const
const ENTITY = 'bench-form'

if (PRELOAD_FORM_KINDS) {
  const formScreen = await loadFormScreen()
  await formScreen.preloadFormScreenFieldKinds({ kind: 'form', id: 'bench/preload', route: '', title: '', api: {}, fields: Object.values(COMPONENT).map((component) => ({ field: component, component })) }, {})
}

function buildScreen(fields: FixtureField[]): Screen {
  const properties: Record<string, EntityProperty> = {}
  const required: string[] = []
  const specs: FieldSpec[] = []
  for (const f of fields) {
    const name = f.name.toUpperCase() // f001 -> F001
    let p: EntityProperty
    const spec: FieldSpec = { field: name, placeholder: f.placeholder }
    switch (f.kind) {
      case 'text':
        p = { type: 'string', title: f.label, 'x-rule': 'text', maxLength: f.maxLength }
        break
      case 'select':
        p = { type: 'string', title: f.label, 'x-select': true }
        spec.component = 'Select'
        spec.options = f.options
        break
      case 'date':
        p = { type: 'string', title: f.label, format: 'date' }
        break
      case 'number':
        p = { type: 'number', title: f.label, 'x-rule': 'number', minimum: f.min, maximum: f.max }
        break
      default:
        throw new Error('unknown field kind ' + (f as FixtureField).kind)
    }
    properties[name] = p
    if (f.required) required.push(name)
    specs.push(spec)
  }
  const entity: EntitySchema = { $id: ENTITY, title: '表单', 'x-typeName': 'BenchForm', type: 'object', properties, required }
  const schema: FormScreenSchema = {
    kind: 'form',
    id: 'bench/form-300',
    route: 'child_bench_form',
    title: '表单',
    entity: ENTITY,
    labelWidth: 120,
    api: { create: { method: 'POST', url: '/api/bench/form' } },
    fields: specs,
  }
  const provider = memoryProvider({ 'POST /api/bench/form': ({ body }) => body })
  return { schema, entities: { [ENTITY]: entity }, provider, granted: [] }
}

export default {
  lib: PRELOAD_FORM_KINDS ? LIB + ' (kinds preloaded)' : LIB,
  // one control per field, as the renderer's FieldItem holds it
  fieldSelector: '.renderer-item-control-component > :is(.ant-input-affix-wrapper, input.ant-input, .ant-select, .ant-picker, .ant-input-number)',
  // FieldItem puts the messages in antd's error class
  errorSelector: '.renderer-item-explain .ant-form-item-explain-error',
  prepare({ fields }: { fields: FixtureField[] }) {
    const screen = buildScreen(fields)
    void preloadScreenKind('form', screen)
    return screen
  },
  mount(el: HTMLElement, screen: Screen) {
    const handle = createRef<ScreenHandle>()
    mountScreen(el, screen, handle)
    return {
      validate() {
        if (!handle.current) throw new Error('the form screen has not answered its handle yet')
        return handle.current.validate()
      },
    }
  },
}
