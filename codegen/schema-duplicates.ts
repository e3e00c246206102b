/**
 * Runs of lines that stand twice under schemas/: what a `$ref` fragment, a `$defs` template or an
 * entity's `x-enumNames` should hold once. The `duplicates` command reads no JSON, so this does the
 * same for schemas/: lines are compared with white space folded and a trailing comma dropped, and
 * lines of brackets, braces and commas alone are passed over (they neither count nor break a run).
 *
 * `node --import tsx codegen/schema-duplicates.ts [minLines]` lists the runs (default 6 lines);
 * tests/schema/schema-duplicates.test.ts fails on any.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { ROOT, SCHEMAS, jsonFilesUnder } from './load-schemas'

export interface SchemaText {
  file: string
  text: string
}

/** Lines `from` to `to` (1-based, inclusive) of a file. */
export interface Place {
  file: string
  from: number
  to: number
}

/** A run of `lines` counted lines that stands at both places. */
export interface DuplicateRun {
  lines: number
  a: Place
  b: Place
}

export const DEFAULT_MIN_LINES = 6

interface Line {
  text: string
  at: number
}

const PUNCTUATION = /^[[\]{},\s]*$/

function countedLines(text: string): Line[] {
  return text.split('\n').flatMap((raw, i) => {
    const line = raw.trim().replace(/\s+/g, ' ').replace(/,$/, '')
    return PUNCTUATION.test(line) ? [] : [{ text: line, at: i + 1 }]
  })
}

/** Every maximal run of at least `minLines` counted lines shared by two places, longest first. */
export function duplicateRuns(files: SchemaText[], minLines = DEFAULT_MIN_LINES): DuplicateRun[] {
  const lines = files.map((f) => countedLines(f.text))
  const starts = new Map<string, [number, number][]>()
  lines.forEach((ls, f) => {
    for (let i = 0; i + minLines <= ls.length; i++) {
      const key = ls.slice(i, i + minLines).map((l) => l.text).join('\n')
      starts.set(key, [...(starts.get(key) ?? []), [f, i]])
    }
  })
  const same = (fa: number, ia: number, fb: number, ib: number) =>
    ia >= 0 && ib >= 0 && ia < lines[fa].length && ib < lines[fb].length && lines[fa][ia].text === lines[fb][ib].text
  const runs: DuplicateRun[] = []
  for (const places of starts.values())
    places.forEach(([fa, ia], n) => {
      for (const [fb, ib] of places.slice(n + 1)) {
        if (same(fa, ia - 1, fb, ib - 1)) continue // inside a run that starts earlier
        let length = minLines
        while (same(fa, ia + length, fb, ib + length)) length++
        const place = (f: number, i: number): Place => ({ file: files[f].file, from: lines[f][i].at, to: lines[f][i + length - 1].at })
        runs.push({ lines: length, a: place(fa, ia), b: place(fb, ib) })
      }
    })
  return runs.sort((x, y) => y.lines - x.lines)
}

/** The JSON files under schemas/ with their paths from the repository root. */
export function schemaTexts(): SchemaText[] {
  return jsonFilesUnder(SCHEMAS).map((full) => ({ file: relative(ROOT, full), text: readFileSync(full, 'utf8') }))
}

const placeText = (p: Place) => `${p.file}:${p.from}-${p.to}`

if (import.meta.url === `file://${process.argv[1]}`) {
  const minLines = Number(process.argv[2] ?? DEFAULT_MIN_LINES)
  const texts = schemaTexts()
  const runs = duplicateRuns(texts, minLines)
  for (const r of runs) console.log(`${r.lines} lines  ${placeText(r.a)} ~ ${placeText(r.b)}`)
  const screenLines = texts.filter((t) => t.file.startsWith('schemas/screens/')).reduce((n, t) => n + t.text.split('\n').length - 1, 0)
  console.log(`${runs.length} run(s) of >= ${minLines} lines in ${texts.length} files; screen JSON: ${screenLines} lines`)
}
