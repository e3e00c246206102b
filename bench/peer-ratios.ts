/**
 * Issue 17's goals over one run of peer-bench (its results.json): the project's medians divided by
 * a peer's medians from the same run, so that machine noise cancels out as far as it can.
 */
export interface PeerPage {
  metrics: Record<string, { median: number } | undefined>
  bytes: { js: { gzip: number } }
}
export interface PeerResults {
  pages: Record<string, PeerPage | undefined>
}

export interface Ratio {
  figure: string
  /** the project's median (ms or KiB) */
  project: number
  /** the peer's median it is compared with, named */
  peer: string
  ratio: number
  goal: string
  met: boolean
}

interface Goal {
  figure: string
  page: string
  peer: string
  value: (p: PeerPage) => number | undefined
  unit: 'ms' | 'KiB'
  /** the project's figure may be at most this multiple of the peer's */
  most: number
}

const ms = (name: string) => (p: PeerPage) => p.metrics[name]?.median
const jsKiB = (p: PeerPage) => p.bytes.js.gzip / 1024

const GOALS: Goal[] = [
  { figure: 'table 500: mount', page: 'ext-table', peer: 'pro-table', value: ms('mountMs'), unit: 'ms', most: 0.4 },
  { figure: 'table 500: mount', page: 'ext-table', peer: 'antd-table', value: ms('mountMs'), unit: 'ms', most: 0.6 },
  { figure: 'table page JS gzip', page: 'ext-table', peer: 'antd-table', value: jsKiB, unit: 'KiB', most: 1.25 },
  { figure: 'table page boot', page: 'ext-table', peer: 'antd-table', value: ms('bootMs'), unit: 'ms', most: 1 },
  { figure: 'form 300: mount', page: 'ext-form', peer: 'pro-form', value: ms('mountMs'), unit: 'ms', most: 0.4 },
  { figure: 'form 300: validate all', page: 'ext-form', peer: 'amis-form', value: ms('validateMs'), unit: 'ms', most: 0.5 },
  { figure: 'form 300: keystroke', page: 'ext-form', peer: 'amis-form', value: ms('keystrokeMs'), unit: 'ms', most: 1 },
  { figure: 'form page JS gzip', page: 'ext-form', peer: 'antd-form', value: jsKiB, unit: 'KiB', most: 1.25 },
  { figure: 'form page boot', page: 'ext-form', peer: 'antd-form', value: ms('bootMs'), unit: 'ms', most: 1 },
]

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits

/** One row per goal; a goal whose pages did not run is reported as not met, with NaN figures. */
export function peerRatios(results: PeerResults): Ratio[] {
  return GOALS.map((g) => {
    const mine = results.pages[g.page]
    const theirs = results.pages[g.peer]
    const a = mine ? g.value(mine) : undefined
    const b = theirs ? g.value(theirs) : undefined
    const ratio = a !== undefined && b !== undefined && b > 0 ? a / b : NaN
    return {
      figure: g.figure,
      project: a === undefined ? NaN : round(a, 0),
      peer: `${g.peer} ${b === undefined ? '—' : round(b, 0)} ${g.unit}`,
      ratio: round(ratio, 2),
      goal: `<= ${g.most}x`,
      met: ratio <= g.most,
    }
  })
}
