/**
 * antd's styles of the form field kinds, generated ahead of time into ./antd-fields.css for the
 * application's theme (`npm run antd-styles`, src/antdStyles.tsx; a unit test fails when the file
 * is stale). Imported where antd first renders (src/AppConfig.tsx, ./locale.tsx), so the file is
 * on the page before antd first builds a style: antd's CSS-in-JS then finds those components'
 * styles there (the list of style paths the file ends with) and neither builds them nor checks a
 * <style> tag into the page for every instance, a large part of mounting a form with many fields.
 *
 * The file's class names carry antd's production hash. A development build hashes differently:
 * there this attribute hides the path list, and antd builds every style itself as before.
 */
import './antd-fields.css'

export const RUNTIME_STYLES_ATTRIBUTE = 'data-antd-runtime-styles'

if (process.env.NODE_ENV !== 'production' && typeof document !== 'undefined') document.documentElement.setAttribute(RUNTIME_STYLES_ATTRIBUTE, '')
