/**
 * The one pg-core schema (drizzle-kit generates the migrations from it): the tables of accounts,
 * menus, organisation, files, employee files, onboarding and the audit log (./schema-base.ts) and
 * those of approvals (./schema-approval.ts). Both files import what they reference from each other's
 * source, never from this index, so the schema has no import cycle.
 */
export * from './schema-base'
export * from './schema-approval'
