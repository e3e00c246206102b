/**
 * generated/entities.ts is what codegen makes of schemas/entities today: an entity edited without
 * `npm run codegen` fails here (and in schemas:check), before a route or a fixture is typed with a
 * stale shape.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generate } from '../../codegen/generate-types'
import { ROOT } from '../../codegen/load-schemas'
import { entities } from '../../common/entities'

describe('generated entity types', () => {
  it('match schemas/entities (run `npm run codegen` when this fails)', async () => {
    const committed = readFileSync(join(ROOT, 'generated', 'entities.ts'), 'utf8')
    expect(committed).toBe(await generate())
  })

  it('name every entity of the registry, each under its type name', () => {
    const committed = readFileSync(join(ROOT, 'generated', 'entities.ts'), 'utf8')
    for (const [name, entity] of Object.entries(entities)) {
      expect(committed).toContain(`'${name}': ${entity['x-typeName']};`)
      expect(committed).toContain(`export interface ${entity['x-typeName']} {`)
    }
  })
})
