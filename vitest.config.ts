import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { availableParallelism } from 'node:os'
import { schemaRefs } from './codegen/vite-schema-refs.ts'
import { jsonKey } from './codegen/vite-json-key.ts'

// One runner, five projects: `npm test` runs them all (scripts/test-all.ts); each can run alone
// with `vitest run --project <name>`.
export default defineConfig({
  // schemas/ reach tests as they reach the browser: with their $refs resolved, one key of a file by `?key=`
  plugins: [react(), jsonKey(), schemaRefs(path.resolve(import.meta.dirname, 'schemas'))],
  test: {
    // Two files at a time at least: vitest's default (cores - 1) runs every file in series on a
    // 2-core machine, though a file spends much of its time importing and waiting on its PGlite
    // worker (CI 2026-11-29: unit, schema, api and stories 791 -> 604 s). The browser files stay one
    // at a time (their project sets fileParallelism: false), after the others.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'schema',
          environment: 'node',
          include: ['tests/schema/**/*.test.ts', 'codegen/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/setup/api-global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // the UI build and the seeded data directory every file starts from (tests/browser/template.ts)
          globalSetup: ['tests/setup/browser-global.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll's 1 s default failed on a spinner under load 15 on two cores (CI); a real
          // failure still fails, 15 s later
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
