/**
 * Runs of lines written twice under schemas/ (codegen/schema-duplicates.ts): what a schema author
 * copies instead of naming a fragment, a `$defs` part or an entity's enum labels.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_MIN_LINES, duplicateRuns, schemaTexts } from '../../codegen/schema-duplicates'

const props = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `  "p${from + i}": ${from + i},`).join('\n')

describe('runs of lines that stand twice under schemas/', () => {
  it('names the longest run two files share, with the lines it stands at in each', () => {
    const a = { file: 'a.json', text: `{\n  "x": 1,\n${props(7)}\n  "end": "a"\n}\n` }
    const b = { file: 'b.json', text: `{\n${props(7)}\n  "y": 2\n}\n` }
    expect(duplicateRuns([a, b], 6)).toEqual([{ lines: 7, a: { file: 'a.json', from: 3, to: 9 }, b: { file: 'b.json', from: 2, to: 8 } }])
    expect(duplicateRuns([a, b], 8)).toEqual([])
  })

  it('folds white space and a trailing comma, and passes over lines of brackets alone', () => {
    const a = { file: 'a.json', text: `{\n${props(3)}\n  "q": [\n    1\n  ],\n${props(3, 3)}\n}\n` }
    const b = { file: 'b.json', text: `[{\n      ${props(3).replace(/\n\s*/g, '\n ')}\n "q": [\n 1\n ]\n}, {\n${props(3, 3).replace(/,$/, '')}\n}]\n` }
    expect(duplicateRuns([a, b], 6).map((r) => r.lines)).toEqual([8])
  })

  it('finds a run that stands twice in one file', () => {
    const text = `{\n${props(6)}\n  "mid": true,\n${props(6)}\n}\n`
    expect(duplicateRuns([{ file: 'a.json', text }], 6)).toEqual([{ lines: 6, a: { file: 'a.json', from: 2, to: 7 }, b: { file: 'a.json', from: 9, to: 14 } }])
  })

  it('finds none anywhere under schemas/ (screens, entities, fragments, meta-schemas, rules, menus)', () => {
    const written = schemaTexts()
    expect(written.filter((t) => t.file.startsWith('schemas/meta/')).length).toBe(4)
    expect(written.length).toBeGreaterThan(50)
    expect(duplicateRuns(written, DEFAULT_MIN_LINES)).toEqual([])
  })
})
