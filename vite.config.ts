/**
 * Vite build of the browser application (index.html -> src/main.tsx), into dist/ where the API
 * server serves it (`npm start`, serveUi).
 *
 * Code splitting keeps each route to what it needs (budgets in the README, measured by `npm run bench`):
 * - the entry holds React, the router, antd's base (ConfigProvider/App/message), alova and the
 *   session; every page is a lazy route;
 * - /login loads the entry plus the login chunk only: no Formily, no renderer, no layout;
 * - the layout chunk has the sidebar/tabs/header (menu icons imported one by one, src/layout/icons.tsx);
 * - a schema screen loads `screen-host` (the renderer), one
 *   small chunk per screen schema (`screen-<area>-<name>`) and its entity schemas; a list screen
 *   adds `list-screen`.
 * The entry's, the login page's, the layout's, the screen host's and the list screen's static
 * imports are one chunk each (route stages, ROUTE_STAGES below), not ~50 cut by the lazy parts.
 * Groups below give the self-contained libraries (React + router, alova) their own chunks with
 * stable names; they do not capture dependencies recursively, which is safe only because every
 * dependency of those packages is in the same group. Formily is NOT a group: it depends on antd,
 * and a group either swallows the antd modules the login page needs (recursive) or breaks the
 * execution order (not recursive; seen as "ne is not a function"). Automatic splitting keeps it in
 * the screen-host chunk, which only schema screens load.
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import type { Plugin } from 'vite'
import { schemaRefs } from './codegen/vite-schema-refs.ts'
import { jsonKey } from './codegen/vite-json-key.ts'
import { routeChunks } from './codegen/vite-route-chunks.ts'
import { rcMountOnce } from './codegen/vite-rc-mount-once.mjs'
import { fastBabelHelpers } from './codegen/vite-babel-helpers.mjs'

const API_TARGET = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? 8080}`

/** Readable names for lazy chunks: pages/Login/index.tsx -> page-login, schemas/screens/system/roles.json -> screen-system-roles. */
function chunkName(facade: string | null | undefined, fallback: string, lazy: boolean): string {
  if (['react', 'alova', 'rolldown-runtime', ...ROUTE_CHUNKS].includes(fallback)) return fallback
  if (!facade) return `shared-${fallback}`
  const id = facade.split('?')[0].split(path.sep).join('/')
  let m = /\/src\/pages\/([^/]+)\/index\.tsx$/.exec(id)
  if (m) return `page-${m[1].toLowerCase()}`
  m = /\/src\/pages\/Status\/([^/]+)\.tsx$/.exec(id)
  if (m) return `page-${m[1].toLowerCase()}`
  m = /\/schemas\/screens\/(.+)\.json$/.exec(id)
  if (m) return `screen-${m[1].replace(/\//g, '-')}`
  m = /\/schemas\/entities\/(.+)\.json$/.exec(id)
  if (m) return `entity-${m[1]}`
  if (id.endsWith('/src/layout/AppLayout.tsx')) return 'layout'
  if (id.endsWith('/src/screens/ScreenHost.tsx')) return 'screen-host'
  return lazy ? `lazy-${fallback}` : `shared-${fallback}`
}

/**
 * antd's Table imports its column filter dropdown (Tree, rc-tree, Menu, Dropdown: ~13 KB gzip)
 * statically, though it renders it only for columns with `filters` / `filterDropdown`, which no
 * table here has. In builds the dropdown loads on demand instead (the column title shows while it
 * loads), so a list screen's first load does not carry the Tree.
 */
function lazyTableFilterDropdown(): Plugin {
  const id = '\0antd-table-filter-dropdown'
  const importer = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/
  return {
    name: 'lazy-table-filter-dropdown',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      return source === './FilterDropdown' && from && importer.test(from.split('?')[0]) ? id : null
    },
    load(loaded) {
      if (loaded !== id) return null
      const real = path.resolve(import.meta.dirname, 'node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js').split(path.sep).join('/')
      return {
        moduleType: 'js',
        code: `import * as React from 'react'
const Real = React.lazy(() => import(${JSON.stringify(real)}))
export function flattenKeys(filters) {
  let keys = []
  for (const { value, children } of filters || []) {
    keys.push(value)
    if (children) keys = keys.concat(flattenKeys(children))
  }
  return keys
}
export default function FilterDropdown(props) {
  return React.createElement(React.Suspense, { fallback: props.children }, React.createElement(Real, props))
}
`,
      }
    },
  }
}

const nm = (pkgs: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${pkgs})[\\\\/]`)

/**
 * antd's rc-* building blocks (and the cssinjs helpers) declare no `sideEffects` in their
 * package.json, so the bundler keeps every module an index reaches: e.g. antd's Input imports
 * rc-field-form's index for one context, which dragged all of rc-field-form (useForm, Field,
 * async-validator) into a chunk every screen loads. Their ES builds have no import-time side
 * effects; other modules keep the default (package.json, CSS files).
 */
const PURE_PACKAGES = [
  { test: /[\\/]node_modules[\\/](?:rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ant-design[\\/](?:cssinjs|cssinjs-utils|fast-color|colors)|classnames)[\\/].*\.m?js$/, sideEffects: false },
]

/**
 * Builds only: react-router's production build (it ships the development one under its package
 * exports), and the native ResizeObserver instead of rc-resize-observer's polyfill.
 */
const buildAliases = [
  { find: /^resize-observer-polyfill$/, replacement: path.resolve(import.meta.dirname, 'src/native-resize-observer.ts') },
  { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
]

/**
 * The newcomer's trip in a few chunks (codegen/vite-route-chunks.ts): what the entry imports
 * statically (boot), then what the login page, the layout, the screen host and the list screen each
 * add. Left to the automatic splitting the trip loaded ~70 files, one chunk per set of lazy parts
 * sharing a module.
 */
const ROUTE_STAGES = [
  { name: 'page-login', module: 'src/pages/Login/index.tsx' },
  { name: 'layout', module: 'src/layout/AppLayout.tsx' },
  { name: 'screen-host', module: 'src/screens/ScreenHost.tsx' },
  { name: 'list-screen', module: 'renderer/list/ListScreen.tsx' },
]
const ROUTE_CHUNKS = ['boot', ...ROUTE_STAGES.map((s) => s.name)]
const route = routeChunks(import.meta.dirname, 'boot', ROUTE_STAGES)

export default defineConfig(({ command }) => ({
  plugins: [react(), jsonKey(), schemaRefs(path.resolve(import.meta.dirname, 'schemas')), lazyTableFilterDropdown(), rcMountOnce(), fastBabelHelpers(), route.plugin],
  resolve: { alias: command === 'build' ? buildAliases : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: PURE_PACKAGES },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId, chunk.name, chunk.isDynamicEntry)}-[hash].js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: nm('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser'), priority: 30, includeDependenciesRecursively: false },
            { name: 'alova', test: nm('alova|@alova'), priority: 20, includeDependenciesRecursively: false },
            ...route.groups,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // the API server (npm run dev starts it; or run `npm start` on 8080 yourself)
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/connect': { target: API_TARGET, changeOrigin: true },
      '/download-file': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
}))
