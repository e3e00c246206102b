/** The meta-schema's enums of kinds (editor completion, schemas:check) name exactly the built-in kinds of the registries. */
import { describe, expect, it } from 'vitest'
import meta from '../../schemas/meta/screen.schema.json'
import { dialogKinds } from '../dialog/dialogKinds'
import '../dialog/kinds'
import { fieldKindNames } from '../fields/registry'
import { actionKinds } from '../list/actionKinds'
import '../list/action-kinds'
import { columnKinds } from '../list/columnKinds'
import '../list/column-kinds'
import { screenKinds } from '../screenKinds'
import '../screen-kinds'
import { stepKinds } from '../wizard/stepKinds'
import '../wizard/step-kinds'

type Json = Record<string, any>
const defs = (meta as Json).definitions as Json
const sorted = (names: Iterable<string>) => [...names].sort()

describe('meta-schema kinds', () => {
  it('name the registered screen, dialog, action, column, step and field kinds', () => {
    expect(sorted((meta as Json).properties.kind.enum)).toEqual(sorted(screenKinds.names()))
    expect(sorted(defs.dialog.properties.kind.enum)).toEqual(sorted(dialogKinds.names()))
    expect(sorted(defs.action.oneOf.map((a: Json) => a.properties.kind.const))).toEqual(sorted(actionKinds.names()))
    expect(sorted(defs.column.properties.kind.enum)).toEqual(sorted(columnKinds.names()))
    expect(sorted(defs.wizardStep.properties.kind.enum)).toEqual(sorted(stepKinds.names()))
    expect(sorted(defs.component.enum)).toEqual(sorted(fieldKindNames()))
  })
})
