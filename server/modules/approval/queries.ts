/**
 * The approval centre's lists and counts (spec 002 s.7). Each list is "the processes the caller
 * takes part in this way", found through the index on step users (user, kind, state), then
 * filtered and paged; nothing scans all processes.
 */
import { sql, type SQL } from 'drizzle-orm'
import { STATE, STATE_NAMES, type StateCode } from '../../../common/approval'
import { chinaDateTime } from '../../../common/time'
import type { Executor } from '../../db/types'
import { likePattern } from '../../http/paging'

export type ListKind = 'wait' | 'finish' | 'self' | 'read' | 'all'

export interface ListFilter {
  Keyword?: string
  RelationId?: string
  State?: number
  UnRead?: boolean
  SkipCount: number
  MaxResultCount: number
}

const ACTED = sql.raw(`(${STATE.agreed}, ${STATE.returned}, ${STATE.forwarded})`)

/**
 * The ids of the processes a list holds for user `me`, from the step users alone (an index-only
 * range per user). It relies on two rules the store keeps: a deleted process has no step users,
 * and only a submitted process has users besides its initiator (a draft has no flow yet).
 */
function idsOf(kind: ListKind, me: string): SQL {
  const mine = (extra?: SQL) => sql`select process_id from approval_step_users where user_id = ${me}${extra ? sql` and ${extra}` : sql``}`
  const shared = sql`select process_id from approval_shares where user_id = ${me}`
  switch (kind) {
    case 'wait':
      return mine(sql`kind = 'approver' and state = ${STATE.inApproval}`)
    case 'finish':
      return mine(sql`kind = 'approver' and state in ${ACTED}`)
    case 'self':
      return mine(sql`kind = 'initiator'`)
    case 'read':
      return sql`${mine(sql`kind = 'cc' and state = ${STATE.agreed}`)} union ${shared}`
    case 'all':
      return sql`${mine()} union ${shared}`
  }
}

function whereOf(kind: ListKind, me: string, f: ListFilter): SQL {
  const parts: SQL[] = [sql`p.id in (${idsOf(kind, me)})`]
  if (f.Keyword) {
    const k = likePattern(f.Keyword)
    parts.push(sql`(p.digest ilike ${k} or p.project_no ilike ${k} or t.name ilike ${k} or p.business_data::text ilike ${k})`)
  }
  if (f.RelationId) parts.push(sql`p.type_id::text = ${f.RelationId}`)
  if (f.State !== undefined) parts.push(sql`p.state = ${f.State}`)
  if (f.UnRead) parts.push(sql`not exists (select 1 from approval_reads r where r.process_id = p.id and r.user_id = ${me})`)
  return sql.join(parts, sql` and `)
}

interface ItemRow extends Record<string, unknown> {
  id: string
  digest: string
  project_no: string | null
  dept_name: string
  state: number
  initiator_name: string
  type_id: string
  type_name: string
  created: Date | string
  submitted: Date | string | null
  ended: Date | string | null
  waiting: string | null
  approver_type: number
  is_read: boolean
  total: string | number
}

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]))

/**
 * One page of a list: Items and TotalCount in one round trip (the total rides on every row as a
 * window count; the per-row lookups run for the page's rows only). A page past the end has no row
 * to carry the total, so only then is it counted on its own.
 */
export async function listPage(db: Executor, kind: ListKind, me: string, f: ListFilter) {
  const where = whereOf(kind, me, f)
  const from = sql`approval_processes p join approval_types t on t.id = p.type_id`
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      with page as (
        select p.id, p.digest, p.project_no, p.dept_name, p.state, p.initiator_name, p.type_id, t.name as type_name,
          p.creation_time as created, p.submit_time as submitted, p.end_time as ended, p.update_time, count(*) over () as total
        from ${from} where ${where}
        order by p.update_time desc, p.id
        limit ${f.MaxResultCount} offset ${f.SkipCount})
      select page.*,
        (select string_agg(w.user_name, '、' order by w.step_sort, w.sort) from approval_step_users w where w.process_id = page.id and w.state = ${STATE.inApproval}) as waiting,
        case when exists (select 1 from approval_shares s where s.process_id = page.id and s.user_id = ${me}) then 3
             when exists (select 1 from approval_step_users c where c.process_id = page.id and c.user_id = ${me} and c.kind = 'cc') then 2
             else 1 end as approver_type,
        exists (select 1 from approval_reads r where r.process_id = page.id and r.user_id = ${me}) as is_read
      from page order by page.update_time desc, page.id`),
  )
  const total = rows.length ? Number(rows[0].total) : f.SkipCount ? rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${from} where ${where}`))[0].total : 0
  return {
    Items: rows.map((r) => ({
      Id: r.id,
      RelationId: r.type_id,
      ApprovalName: r.type_name,
      Digest: r.digest,
      ProjectNo: r.project_no ?? '',
      DeptName: r.dept_name,
      Remark: '',
      UserName: r.initiator_name,
      CreateTime: chinaDateTime(r.submitted ?? r.created),
      ApprovalEndTime: chinaDateTime(r.ended),
      State: r.state,
      StateName: STATE_NAMES[r.state as StateCode] ?? STATE_NAMES[STATE.inApproval],
      ApprovalProcess: r.waiting ? `等待${r.waiting}审批` : '',
      ApproverType: r.approver_type,
      IsRead: r.is_read ? 1 : 0,
    })),
    TotalCount: total,
  }
}

/**
 * The badge counts of the five tabs, the unread count of 我收到 and the enabled types' names, in
 * one round trip: index-only counts over step users (a union already drops repeats, so only the
 * single-kind lists count distinct processes).
 */
export async function counts(db: Executor, me: string) {
  const distinct = (kind: ListKind) => sql`(select count(distinct x.process_id)::int from (${idsOf(kind, me)}) x)`
  const union = (kind: ListKind) => sql`(select count(*)::int from (${idsOf(kind, me)}) x)`
  const [r] = rowsOf<Record<string, number> & { types: Record<string, string> | null }>(
    await db.execute(sql`select ${distinct('wait')} as wait, ${distinct('finish')} as finish, ${distinct('self')} as self, ${union('read')} as read, ${union('all')} as all_,
      (select count(*)::int from (${idsOf('read', me)}) x where not exists (select 1 from approval_reads r where r.process_id = x.process_id and r.user_id = ${me})) as unread,
      (select json_object_agg(t.id, t.name) from approval_types t where t.is_enabled) as types`),
  )
  return {
    counts: { WaitList: { Count: r.wait }, FinishList: { Count: r.finish }, SelfList: { Count: r.self }, ReadList: { Count: r.read, UnRead: r.unread }, AllList: { Count: r.all_ } },
    types: r.types ?? {},
  }
}
