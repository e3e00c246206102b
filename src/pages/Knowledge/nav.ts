/**
 * The learner pages live under the one menu address /knowledge/home (the layout routes exact menu
 * addresses); the page shown and its choices are the query string, so back/forward and a reload
 * keep them.
 */
export type View = 'home' | 'search' | 'teacher' | 'lesson'
export interface Place {
  view: View
  keyword?: string
  type?: string
  typeName?: string
  searchType?: string
  teacher?: string
  lession?: string
  file?: string
}
export type Go = (place: Place, options?: { replace?: boolean }) => void

export function placeOfQuery(q: URLSearchParams): Place {
  const view = q.get('view')
  const place: Place = { view: view === 'search' || view === 'teacher' || view === 'lesson' ? view : 'home' }
  for (const key of ['keyword', 'type', 'typeName', 'searchType', 'teacher', 'lession', 'file'] as const) {
    const v = q.get(key)
    if (v) place[key] = v
  }
  return place
}

export function queryOfPlace(place: Place): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(place)) if (v && !(k === 'view' && v === 'home')) q.set(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}
