// A Vite plugin that rewrites some installed modules at build time (a patch function gives the new
// code, or null for the modules it leaves alone). With `root`, only modules under that folder are
// patched: a build that also holds others' copies of the same packages (the peer bench) leaves
// theirs as they ship.
import path from 'node:path';

export function modulePatchPlugin(name, patch, root) {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (root && !id.startsWith(root + path.sep)) return null;
      const patched = patch(code, id);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
