/**
 * `npm run schemas:format`: rewrites every JSON file under schemas/ in the one style of
 * ./format-json.ts. The checker (check-schemas.ts) reports the files that are not.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { formatJson } from './format-json'
import { ROOT, SCHEMAS, jsonFilesUnder } from './load-schemas'

/** The files under schemas/ whose text is not in the schemas/ style (paths from the repository root). */
export function unformattedSchemas(): string[] {
  return jsonFilesUnder(SCHEMAS).filter((full) => {
    const text = readFileSync(full, 'utf8')
    try {
      return formatJson(JSON.parse(text)) !== text
    } catch {
      return false // not JSON: the checker reports it as such
    }
  }).map((full) => relative(ROOT, full))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const full of jsonFilesUnder(SCHEMAS)) {
    const text = readFileSync(full, 'utf8')
    const formatted = formatJson(JSON.parse(text))
    if (formatted !== text) writeFileSync(full, formatted)
  }
}
