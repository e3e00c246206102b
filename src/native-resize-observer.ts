/**
 * Stands in for resize-observer-polyfill in builds (vite.config.ts): every browser the build targets
 * (es2022) has ResizeObserver, so rc-resize-observer gets the native one and the polyfill's ~3.5 KB
 * gzip stays out of every antd screen.
 */
export default globalThis.ResizeObserver
