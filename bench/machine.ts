/**
 * The machine's speed, so that a bench run's milliseconds can be read against another day's. The
 * machines are shared and their speed changes from day to day and within a run: the unchanged
 * employee list served 1,380 req/s on 2026-11-28 and 333-779 on 2026-11-29. A fixed JavaScript
 * workload (objects, sorting, strings, JSON: what a server answer and a page mount are made of),
 * timed in this process, the median of a few runs; smaller is faster. It budgets nothing.
 */
import { median, round } from './stats'

function workload(): number {
  let check = 0
  const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `员工${(i * 7919) % 20_000}`, dept: i % 37, salary: (i * 104_729) % 50_000 }))
  for (let pass = 0; pass < 3; pass++) {
    const sorted = [...rows].sort((a, b) => a.salary - b.salary || a.name.localeCompare(b.name))
    const byDept = new Map<number, number>()
    for (const r of sorted) byDept.set(r.dept, (byDept.get(r.dept) ?? 0) + r.salary)
    const text = JSON.stringify(sorted.slice(0, 5_000))
    check += (JSON.parse(text) as unknown[]).length + byDept.size + text.replace(/员工/g, 'E').length
  }
  return check
}

/** Milliseconds of the reference workload, median of `runs`. */
export function machineReference(runs = 5): { ms: number; runs: number[] } {
  workload() // compiled before it is timed
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    if (workload() <= 0) throw new Error('machine reference: the workload computed nothing')
    times.push(round(performance.now() - t))
  }
  return { ms: median(times), runs: times }
}
