// Build hook of the project adapter, loaded by peer-bench/vite.config.mjs from EXT_RENDERER.
// It reproduces, for the project's own dependencies only, what the project's vite.config.ts does
// to every build of its UI, so that the ext pages carry the project's code as the project ships
// it. Everything is scoped to <tree>/ (this folder is <tree>/.peer-adapter): the peers' modules,
// which resolve from peer-bench/node_modules, and the modules every page shares (React, the
// harness) keep their chunks.
//
// 1. antd's rc-* building blocks, @rc-component/*, @ant-design/{cssinjs,cssinjs-utils,fast-color,colors}
//    and classnames declare no `sideEffects`; the project marks their ES modules side-effect free
//    (tree-shaking: antd's Input otherwise pulls all of rc-field-form).
// 2. antd Table's column filter dropdown (Tree, Menu, Dropdown) becomes a lazy import; it renders
//    only for columns with filters, which no project table (and not the bench) has.
// 3. The adapter's own imports say '../../renderer/...' (right for tsc in <tree>/bench/peer/); in the
//    copy at <tree>/.peer-adapter/ they are mapped back to the tree.
// 4. resize-observer-polyfill, imported by the tree's rc-resize-observer, is the browser's own
//    ResizeObserver (src/native-resize-observer.ts), as vite.config.ts aliases it in builds.
// 5. What an ext page imports statically from the tree is one chunk, as the project's entry is
//    (vite.config.ts, group 'boot'). Left to the automatic splitting, those modules fell into ~80
//    chunks, one per set of lazy parts sharing them (dialogs, field kinds, side trees, pickers): ~85
//    requests over six connections per host, and boot was waiting on the network (a trace: main
//    thread idle 367 of 552 ms; our modules' evaluation ~25 ms). The chunk holds what either page
//    imports statically, so neither page may import the other's code statically (table.tsx starts
//    the list kind in prepare()); `entriesAware` would split it per page, but it also splits by the
//    lazy parts, which brings the ~80 chunks back.
// 6. The project's patches of antd's building blocks (codegen/vite-rc-mount-once.mjs) and of Babel's
//    spread helpers (codegen/vite-babel-helpers.mjs), as vite.config.ts applies them, to the tree's
//    copies only (until 2026-11-28 the rc-* patches also reached the peers' copies).
// The project's other build settings are not needed here: the `?key=` JSON plugin serves
// src/screens/registry.ts (not imported), react-router's production alias (the renderer does not
// import react-router), chunk names (naming only).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default async function projectBuildHook({ ext }) {
  const adapter = path.resolve(ext);
  const tree = path.dirname(adapter);
  const nm = path.join(tree, 'node_modules') + path.sep;
  const sep = '[\\\\/]';
  const pure = new RegExp(
    '^' + esc(nm) + `(?:rc-[^\\\\/]+|@rc-component${sep}[^\\\\/]+|@ant-design${sep}(?:cssinjs|cssinjs-utils|fast-color|colors)|classnames)${sep}.*\\.m?js$`,
  );

  const filterId = '\0project-antd-table-filter-dropdown';
  const filterImporter = path.join(nm, 'antd', 'es', 'table', 'hooks', 'useFilter', 'index.js');
  const realDropdown = path.join(nm, 'antd', 'es', 'table', 'hooks', 'useFilter', 'FilterDropdown.js').split(path.sep).join('/');
  const lazyTableFilterDropdown = {
    name: 'project-lazy-table-filter-dropdown',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      return source === './FilterDropdown' && from && from.split('?')[0] === filterImporter ? filterId : null;
    },
    load(id) {
      if (id !== filterId) return null;
      // same module as the project's vite.config.ts lazyTableFilterDropdown()
      return {
        moduleType: 'js',
        code: `import * as React from 'react'
const Real = React.lazy(() => import(${JSON.stringify(realDropdown)}))
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
      };
    },
  };

  // 6. the project's patches of rc-select and rc-picker (one mount render per instance) and of Babel's
  // spread helpers, from the tree, applied to the tree's own copies only: the peers' rc-* modules
  // (peer-bench/node_modules) are built as they ship
  const { rcMountOnce } = await import(pathToFileURL(path.join(tree, 'codegen', 'vite-rc-mount-once.mjs')).href);
  const { fastBabelHelpers } = await import(pathToFileURL(path.join(tree, 'codegen', 'vite-babel-helpers.mjs')).href);
  const treeModules = path.join(tree, 'node_modules');

  const adapterImports = {
    name: 'project-adapter-imports',
    enforce: 'pre',
    resolveId(source, from, options) {
      if (!from || !source.startsWith('../../') || path.dirname(from.split('?')[0]) !== adapter) return null;
      return this.resolve(path.join(tree, source.slice('../../'.length)), from, { ...options, skipSelf: true });
    },
  };

  const nativeResizeObserver = {
    name: 'project-native-resize-observer',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      return source === 'resize-observer-polyfill' && from && from.startsWith(nm) ? path.join(tree, 'src', 'native-resize-observer.ts') : null;
    },
  };

  const bootChunk = {
    name: 'project-boot-chunk',
    outputOptions(options) {
      const group = {
        name: 'project-boot',
        test: (id) => id.split('?')[0].startsWith(tree + path.sep),
        tags: ['$initial'],
        includeDependenciesRecursively: false,
      };
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...codeSplitting, groups: [...(codeSplitting.groups ?? []), group] } };
    },
  };

  return {
    plugins: [adapterImports, lazyTableFilterDropdown, nativeResizeObserver, bootChunk, rcMountOnce(treeModules), fastBabelHelpers(treeModules)],
    moduleSideEffects: [{ test: pure, sideEffects: false }],
  };
}
