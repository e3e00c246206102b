/**
 * TypeScript view of a screen schema: generated from schemas/meta/screen.schema.json (the one
 * authority; `npm run codegen`, codegen/generate-screen-types.ts) into generated/screen.ts, where
 * every type carries the meta-schema's descriptions as doc comments. Everything a screen shows,
 * calls and gates is named there; the renderer names nothing.
 */
export type * from '../../generated/screen'
