// Two of antd's building blocks render every instance a second time right after it mounted, from
// an effect that sets state nobody needs yet; a 300-field form with 50 Selects and 50 DatePickers
// paid a second render of ~1,200 components inside its mount. This Vite plugin patches them in a
// build (the dev server pre-bundles dependencies without plugins; plain JS, so that vite.config.ts
// and the peer-bench adapter's bench/peer/vite.ext.mjs both use it):
// - rc-select's useId sets its generated id in a mount effect (a server-rendering precaution: the
//   server's id would differ); here the id is made once, when the Select first renders.
// - rc-picker's useSyncState forces a render whenever its setter runs, and a mount effect calls it
//   with the value it already holds; here a setter given the same value does nothing.
// A changed file (antd upgraded) fails the build instead of being skipped: review the patch then.
import path from 'node:path';
import { modulePatchPlugin } from './vite-module-patch.mjs';

/** what each file's code says, and what it says instead */
export const RC_MOUNT_ONCE_PATCHES = [
  {
    file: 'rc-select/es/hooks/useId.js',
    from: `  var _React$useState = React.useState(),
    _React$useState2 = _slicedToArray(_React$useState, 2),
    innerId = _React$useState2[0],
    setInnerId = _React$useState2[1];
  React.useEffect(function () {
    setInnerId("rc_select_".concat(getUUID()));
  }, []);`,
    to: `  var innerId = React.useState(function () {
    return "rc_select_".concat(getUUID());
  })[0];`,
  },
  {
    file: 'rc-picker/es/hooks/useSyncState.js',
    from: `  var setter = function setter(nextValue) {
    valueRef.current = nextValue;`,
    to: `  var setter = function setter(nextValue) {
    if (valueRef.current === nextValue) return;
    valueRef.current = nextValue;`,
  },
];

/** The patched code of a module, or null when it is none of the patched files. */
export function patchRcModule(code, id) {
  const file = id.split('?')[0].split(path.sep).join('/');
  const patch = RC_MOUNT_ONCE_PATCHES.find((p) => file.endsWith('/node_modules/' + p.file));
  if (!patch) return null;
  if (!code.includes(patch.from)) throw new Error(`rc-mount-once: ${patch.file} changed; review codegen/vite-rc-mount-once.mjs`);
  return code.replace(patch.from, patch.to);
}

/** The Vite plugin; with `root`, only modules under that folder are patched (./vite-module-patch.mjs). */
export function rcMountOnce(root) {
  return modulePatchPlugin('rc-mount-once', patchRcModule, root);
}
