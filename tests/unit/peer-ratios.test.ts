import { describe, expect, it } from 'vitest'
import { peerRatios, type PeerResults } from '../../bench/peer-ratios'

const page = (m: Record<string, number>, gzip: number) => ({ metrics: Object.fromEntries(Object.entries(m).map(([k, v]) => [k, { median: v }])), bytes: { js: { gzip } } })

describe('peer-bench ratios (issue 17 goals)', () => {
  const results: PeerResults = {
    pages: {
      'antd-table': page({ mountMs: 2000, bootMs: 300 }, 261 * 1024),
      'pro-table': page({ mountMs: 3000 }, 563 * 1024),
      'ext-table': page({ mountMs: 1100, bootMs: 290 }, 330 * 1024),
      'antd-form': page({ bootMs: 280 }, 232 * 1024),
      'pro-form': page({ mountMs: 3000 }, 440 * 1024),
      'amis-form': page({ validateMs: 540, keystrokeMs: 32 }, 707 * 1024),
      'ext-form': page({ mountMs: 1300, validateMs: 300, keystrokeMs: 30, bootMs: 400 }, 280 * 1024),
    },
  }
  const rows = peerRatios(results)
  const row = (figure: string, peer: string) => rows.find((r) => r.figure === figure && r.peer.startsWith(peer))!

  it('divides the project by the peer of the same run and compares with the goal', () => {
    expect(row('table 500: mount', 'pro-table')).toMatchObject({ project: 1100, ratio: 0.37, met: true })
    expect(row('table 500: mount', 'antd-table')).toMatchObject({ ratio: 0.55, met: true })
    expect(row('table page JS gzip', 'antd-table')).toMatchObject({ project: 330, ratio: 1.26, met: false })
    expect(row('form 300: mount', 'pro-form')).toMatchObject({ ratio: 0.43, met: false })
    expect(row('form 300: validate all', 'amis-form')).toMatchObject({ ratio: 0.56, met: false })
    expect(row('form 300: keystroke', 'amis-form')).toMatchObject({ met: true })
    expect(row('form page boot', 'antd-form')).toMatchObject({ ratio: 1.43, met: false })
    expect(rows).toHaveLength(9)
  })

  it('a page that did not run is a goal not met, never a pass', () => {
    const missing = peerRatios({ pages: { ...results.pages, 'ext-form': undefined } })
    expect(missing.filter((r) => r.figure.startsWith('form')).every((r) => !r.met && Number.isNaN(r.project))).toBe(true)
  })
})
