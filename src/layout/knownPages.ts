/**
 * Every page address the application defines (schemas/menus.json), granted or not: a signed-in
 * user typing one they lack gets 403, an address of no page 404 (spec 000 s.2). Loaded on demand
 * (only for an address outside the granted menu tree), so the menu file stays out of the layout chunk.
 */
import { menus } from '../../schemas/menus.json'

interface Defined {
  Url?: string
  Children?: Defined[]
}

const urls = new Set<string>()
const walk = (list: Defined[]) => list.forEach((m) => (m.Url && urls.add(m.Url.replace(/\/+$/, '')), walk(m.Children ?? [])))
walk(menus as Defined[])

export function isDefinedPage(pathname: string): boolean {
  return urls.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
}
