/**
 * Pure model of the permission-grant dialog (spec 000 s.4/s.6, contracts "permission-definition"):
 * groups of permission trees, each permission's button Authoritys as leaves; what is granted to
 * the provider, what comes through another provider (GrantedBy: shown checked and locked), the
 * cascade of a check, and the differences to send.
 */
export interface AuthorityNode {
  Authority: string
  AuthorityName: string
  IsGranted?: boolean
  GrantedBy?: string[]
}
export interface PermNode extends AuthorityNode {
  Name: string
  ParentName?: string | null
  Authoritys?: AuthorityNode[]
  Children?: PermNode[]
}
export interface PermGroup {
  Name: string
  DisplayName: string
  Permissions: PermNode[]
}
export interface GrantsData {
  Groups: PermGroup[]
}

export interface GrantNode {
  key: string
  title: string
  disabled: boolean
  children: GrantNode[]
}

export interface GroupModel {
  name: string
  title: string
  nodes: GrantNode[]
  /** keys the user may change, in tree order */
  keys: string[]
}

export interface GrantsModel {
  groups: GroupModel[]
  /** granted to this provider when the dialog opened */
  initial: Set<string>
  /** granted through another provider (checked, locked) */
  inherited: Map<string, string[]>
  parent: Map<string, string>
  children: Map<string, string[]>
}

function index(data: GrantsData | undefined): Map<string, AuthorityNode> {
  const out = new Map<string, AuthorityNode>()
  const walk = (n: PermNode) => {
    out.set(n.Name ?? n.Authority, n)
    for (const a of n.Authoritys ?? []) out.set(a.Authority, a)
    for (const c of n.Children ?? []) walk(c)
  }
  for (const g of data?.Groups ?? []) for (const p of g.Permissions ?? []) walk(p)
  return out
}

/** definitions give the shape; granted (same shape) gives IsGranted/GrantedBy for the provider. */
export function buildModel(definitions: GrantsData, granted?: GrantsData): GrantsModel {
  const state = index(granted ?? definitions)
  const initial = new Set<string>()
  const inherited = new Map<string, string[]>()
  const parent = new Map<string, string>()
  const children = new Map<string, string[]>()

  const leaf = (key: string, title: string, up?: string): GrantNode => {
    const s = state.get(key)
    if (s?.IsGranted) initial.add(key)
    const by = (s?.GrantedBy ?? []).filter(Boolean)
    if (by.length) inherited.set(key, by)
    if (up) {
      parent.set(key, up)
      children.set(up, [...(children.get(up) ?? []), key])
    }
    return { key, title: by.length ? `${title}（${by.join('、')}）` : title, disabled: by.length > 0, children: [] }
  }
  const node = (p: PermNode, up?: string): GrantNode => {
    const key = p.Name ?? p.Authority
    const n = leaf(key, p.AuthorityName ?? key, up)
    n.children = [...(p.Children ?? []).map((c) => node(c, key)), ...(p.Authoritys ?? []).map((a) => leaf(a.Authority, a.AuthorityName, key))]
    return n
  }
  const groups = (definitions.Groups ?? []).map((g) => {
    const nodes = (g.Permissions ?? []).map((p) => node(p))
    const keys: string[] = []
    const collect = (n: GrantNode) => {
      if (!n.disabled) keys.push(n.key)
      n.children.forEach(collect)
    }
    nodes.forEach(collect)
    return { name: g.Name, title: g.DisplayName ?? g.Name, nodes, keys }
  })
  return { groups, initial, inherited, parent, children }
}

/** The checked set after the user checks or unchecks `key`: down to every descendant, and a check goes up to the ancestors. */
export function toggle(model: GrantsModel, checked: Set<string>, key: string, on: boolean): Set<string> {
  const next = new Set(checked)
  const set = (k: string) => {
    if (model.inherited.has(k)) return
    if (on) next.add(k)
    else next.delete(k)
  }
  const down = (k: string) => {
    set(k)
    for (const c of model.children.get(k) ?? []) down(c)
  }
  down(key)
  if (on) for (let p = model.parent.get(key); p; p = model.parent.get(p)) set(p)
  return next
}

/** Every changeable key of a group on or off. */
export function setGroup(group: GroupModel, checked: Set<string>, on: boolean): Set<string> {
  const next = new Set(checked)
  for (const k of group.keys) {
    if (on) next.add(k)
    else next.delete(k)
  }
  return next
}

/** Only what changed since the dialog opened: [{ Name, IsGranted }]. */
export function diff(model: GrantsModel, checked: Set<string>): { Name: string; IsGranted: boolean }[] {
  const out: { Name: string; IsGranted: boolean }[] = []
  for (const g of model.groups) {
    for (const k of g.keys) {
      const was = model.initial.has(k)
      const now = checked.has(k)
      if (was !== now) out.push({ Name: k, IsGranted: now })
    }
  }
  return out
}
