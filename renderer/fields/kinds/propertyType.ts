/** The JSON type of an entity property, without 'null' (a nullable integer is an integer). */
import type { EntityProperty } from '../../../common/entity-fields'

export function propertyType(p: EntityProperty | undefined): string | undefined {
  const t = Array.isArray(p?.type) ? p?.type.find((x) => x !== 'null') : p?.type
  return typeof t === 'string' ? t : undefined
}
