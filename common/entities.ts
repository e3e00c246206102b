/**
 * The entity registry: every schema of schemas/entities by its `$id`, beside its generated type
 * (generated/entities.ts, `EntityTypes`). Route bodies name them (entityBody), the validator
 * compiler finds them here, tests and fixtures take them from here instead of casting JSON.
 * `satisfies` checks each JSON file against EntitySchema and checks that the names are exactly those
 * of the generated types, so an entity file missing here, or a stale generated file, fails typecheck.
 * Browser screens load entities lazily (src/screens/registry.ts) and import only the types.
 */
import type { EntityTypes } from '../generated/entities'
import type { EntitySchema } from './entity-fields'
import enabledFlag from '../schemas/fragments/enabled-flag.json'
import personProperties from '../schemas/fragments/person-properties.json'
import uploadedFile from '../schemas/fragments/uploaded-file.json'
import { resolveSchemaRefs } from './schema-refs'
import accountSetting from '../schemas/entities/account-setting.json'
import activity from '../schemas/entities/activity.json'
import approvalTypeGroup from '../schemas/entities/approval-type-group.json'
import approvalType from '../schemas/entities/approval-type.json'
import auditLog from '../schemas/entities/audit-log.json'
import careGreeting from '../schemas/entities/care-greeting.json'
import careItem from '../schemas/entities/care-item.json'
import department from '../schemas/entities/department.json'
import employee from '../schemas/entities/employee.json'
import entryBasic from '../schemas/entities/entry-basic.json'
import entryCheck from '../schemas/entities/entry-check.json'
import entryCreate from '../schemas/entities/entry-create.json'
import entryEducationRows from '../schemas/entities/entry-education-rows.json'
import entryEducation from '../schemas/entities/entry-education.json'
import entryFamilyRows from '../schemas/entities/entry-family-rows.json'
import entryFamily from '../schemas/entities/entry-family.json'
import entryUpload from '../schemas/entities/entry-upload.json'
import entryWorkHistoryRows from '../schemas/entities/entry-work-history-rows.json'
import entryWorkHistory from '../schemas/entities/entry-work-history.json'
import identityUser from '../schemas/entities/identity-user.json'
import knowledgeLession from '../schemas/entities/knowledge-lession.json'
import knowledgeTeacher from '../schemas/entities/knowledge-teacher.json'
import knowledgeType from '../schemas/entities/knowledge-type.json'
import menu from '../schemas/entities/menu.json'
import messageType from '../schemas/entities/message-type.json'
import myProfile from '../schemas/entities/my-profile.json'
import passwordChange from '../schemas/entities/password-change.json'
import passwordReset from '../schemas/entities/password-reset.json'
import position from '../schemas/entities/position.json'
import role from '../schemas/entities/role.json'
import statusMove from '../schemas/entities/status-move.json'
import subjectSetting from '../schemas/entities/subject-setting.json'
import systemMessage from '../schemas/entities/system-message.json'
import userFile from '../schemas/entities/user-file.json'

/**
 * The fragments entity files refer to (`$ref`, common/schema-refs.ts). The server reads the JSON as
 * written, so it resolves them here; under Vite they arrive resolved and this changes nothing.
 */
const fragments: Record<string, unknown> = {
  'fragments/enabled-flag.json': enabledFlag,
  'fragments/person-properties.json': personProperties,
  'fragments/uploaded-file.json': uploadedFile,
}
const withFragments = (doc: object, id: string): EntitySchema =>
  resolveSchemaRefs(doc, `entities/${id}.json`, (path) => {
    if (!(path in fragments)) throw new Error(`entities/${id}.json: $ref to ${path}, which common/entities.ts does not import`)
    return fragments[path]
  }) as EntitySchema

const all = {
  'account-setting': accountSetting,
  activity: withFragments(activity, 'activity'),
  'approval-type-group': approvalTypeGroup,
  'approval-type': withFragments(approvalType, 'approval-type'),
  'audit-log': auditLog,
  'care-greeting': careGreeting,
  'care-item': careItem,
  department,
  employee: withFragments(employee, 'employee'),
  'entry-basic': withFragments(entryBasic, 'entry-basic'),
  'entry-check': entryCheck,
  'entry-create': entryCreate,
  'entry-education-rows': entryEducationRows,
  'entry-education': entryEducation,
  'entry-family-rows': entryFamilyRows,
  'entry-family': entryFamily,
  'entry-upload': entryUpload,
  'entry-work-history-rows': entryWorkHistoryRows,
  'entry-work-history': entryWorkHistory,
  'identity-user': identityUser,
  'knowledge-lession': withFragments(knowledgeLession, 'knowledge-lession'),
  'knowledge-teacher': withFragments(knowledgeTeacher, 'knowledge-teacher'),
  'knowledge-type': withFragments(knowledgeType, 'knowledge-type'),
  menu: withFragments(menu, 'menu'),
  'message-type': messageType,
  'my-profile': myProfile,
  'password-change': passwordChange,
  'password-reset': passwordReset,
  position,
  role,
  'status-move': statusMove,
  'subject-setting': subjectSetting,
  'system-message': withFragments(systemMessage, 'system-message'),
  'user-file': userFile,
} satisfies Record<keyof EntityTypes, EntitySchema>

export type EntityName = keyof EntityTypes
/** The value an entity describes (a validated route body, a record of a screen). */
export type EntityValue<N extends EntityName> = EntityTypes[N]
export type { EntityTypes }
export const entities: Record<EntityName, EntitySchema> = all

/** The entity of a route body (`x-entity`), or undefined for a name no file defines. */
export function entityNamed(name: string): EntitySchema | undefined {
  return Object.hasOwn(entities, name) ? entities[name as EntityName] : undefined
}
