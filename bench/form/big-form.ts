/** The generated 300-field form of the bench: a mix of rule kinds, all required. */
import type { EntitySchema } from '../../common/entity-fields'
import type { FieldSpec } from '../../renderer/schema/types'

const KINDS = ['text', 'mobile', 'qq', 'age', 'date', 'textarea', 'email', 'number', 'idCard', 'bankCard'] as const

export function bigForm(size = 300): { entity: EntitySchema; fields: FieldSpec[] } {
  const properties: EntitySchema['properties'] = {}
  const fields: FieldSpec[] = []
  for (let i = 0; i < size; i++) {
    const kind = KINDS[i % KINDS.length]
    const type = kind === 'age' ? 'integer' : kind === 'number' ? 'number' : 'string'
    properties[`F${i}`] = { type, title: `字段${i}`, 'x-rule': kind, ...(kind === 'date' ? { format: 'date' } : {}) }
    fields.push({ field: `F${i}` })
  }
  return { entity: { $id: 'big', title: '大表单', 'x-typeName': 'Big', properties, required: Object.keys(properties) }, fields }
}
