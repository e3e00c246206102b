// antd's rc-* building blocks are compiled by Babel, and every object spread in them calls
// @babel/runtime's _objectSpread2, which copies each key through _defineProperty (toPropertyKey,
// an `in` test, then an assignment or Object.defineProperty) after listing the keys and symbols
// into fresh arrays. A 300-field form's mount spent ~27 ms in those helpers and fed the collector
// their arrays (CPU profile, issue 17). This Vite plugin gives both helpers a fast path with the
// same result (plain JS, so that vite.config.ts and the peer-bench adapter's bench/peer/vite.ext.mjs
// both use it):
// - _objectSpread2: a source at an odd position is copied by Object.assign. Babel's targets are fresh
//   object literals (`{...a, b}` -> _objectSpread2(_objectSpread2({}, a), {}, {b})), where assigning
//   a key and defining it give the same own data property; a source with an own `__proto__` key
//   (which assignment would turn into a prototype) takes the helper's own path.
// - _defineProperty: a string key skips toPropertyKey (it is already one).
// A changed helper (@babel/runtime upgraded) fails the build instead of being skipped: review it then.
import path from 'node:path';
import { modulePatchPlugin } from './vite-module-patch.mjs';

const HELPERS = [
  {
    file: '@babel/runtime/helpers/esm/objectSpread2.js',
    from: `function _objectSpread2(e) {
  for (var r = 1; r < arguments.length; r++) {
    var t = null != arguments[r] ? arguments[r] : {};
    r % 2 ? ownKeys(Object(t), !0).forEach(function (r) {`,
    to: `var hasOwn = Object.prototype.hasOwnProperty;
function _objectSpread2(e) {
  for (var r = 1; r < arguments.length; r++) {
    var t = null != arguments[r] ? arguments[r] : {};
    if (r % 2 && !hasOwn.call(t, "__proto__")) {
      Object.assign(e, t);
      continue;
    }
    r % 2 ? ownKeys(Object(t), !0).forEach(function (r) {`,
  },
  {
    file: '@babel/runtime/helpers/esm/defineProperty.js',
    from: `function _defineProperty(e, r, t) {
  return (r = toPropertyKey(r)) in e ?`,
    to: `function _defineProperty(e, r, t) {
  return (r = typeof r === "string" ? r : toPropertyKey(r)) in e ?`,
  },
];

/** The patched code of a module, or null when it is none of the patched helpers. */
export function patchBabelHelper(code, id) {
  const file = id.split('?')[0].split(path.sep).join('/');
  const helper = HELPERS.find((h) => file.endsWith('/node_modules/' + h.file));
  if (!helper) return null;
  if (!code.includes(helper.from)) throw new Error(`babel-helpers: ${helper.file} changed; review codegen/vite-babel-helpers.mjs`);
  return code.replace(helper.from, helper.to);
}

/** The Vite plugin; with `root`, only modules under that folder are patched (./vite-module-patch.mjs). */
export function fastBabelHelpers(root) {
  return modulePatchPlugin('fast-babel-helpers', patchBabelHelper, root);
}
