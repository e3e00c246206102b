/**
 * Statements planned once (`Database.planned`). PostgreSQL plans a parameterised statement again
 * at every Bind (a custom plan) unless its generic plan is estimated no dearer. For the employee
 * list's page, a five-table select with LIMIT and OFFSET, it never is (an unknown OFFSET counts as
 * a tenth of the rows), so each page paid 0.5-1 ms of planning on PostgreSQL and ~2 ms in PGlite's
 * WASM for 0.15 / 0.7 ms of execution (EXPLAIN ANALYZE, 5,000 employees).
 *
 * On `planned`, statements run under plan_cache_mode = force_generic_plan: a named statement
 * (drizzle's `prepare`) is planned once per connection, whatever its values. Only for statements
 * whose best plan does not depend on their parameters: the LIMIT and the filters as literals, and
 * parameters only where every value takes the same path (an OFFSET). PostgreSQL: a pool of its own
 * whose connections start in that mode. PGlite (one connection): the worker sets the mode around
 * each such statement's Bind and resets it after (./pglite-statements.ts).
 */
export const GENERIC_PLANS = 'plan_cache_mode=force_generic_plan'

/** Connections of the PostgreSQL pool of planned statements: they run in well under a millisecond. */
export const PLANNED_POOL_SIZE = 5
