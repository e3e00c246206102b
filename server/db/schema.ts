/**
 * The one pg-core schema (drizzle-kit generates the migrations from it): the tables of accounts,
 * menus, organisation and files (./schema-base.ts), of employee files, onboarding and the audit log
 * (./schema-hr.ts), of approvals (./schema-approval.ts), of the knowledge base (./schema-knowledge.ts), of activities
 * (./schema-activity.ts), of publishing (./schema-publishing.ts) and of the introducing page (./schema-introducing.ts). Each file imports what it references
 * from the others' source, never from this index, so the schema has no import cycle.
 */
export * from './schema-base'
export * from './schema-hr'
export * from './schema-approval'
export * from './schema-knowledge'
export * from './schema-activity'
export * from './schema-publishing'
export * from './schema-introducing'
