/**
 * Approval demo data (issue 11), with seedDemo only and once (while no type group exists): the
 * catalogue of ./approval-types.ts and processes in every state for E0001-E0005, made through
 * the same code as the calls (approval-save, then engine actions), so the demo is what users make.
 */
import { eq, inArray } from 'drizzle-orm'
import { act } from '../modules/approval/act'
import type { Action } from '../modules/approval/engine'
import { saveFormVersion } from '../modules/approval/forms'
import { saveApproval, type SaveInput } from '../modules/approval/save'
import { approvalFlows, approvalTypeGroups, approvalTypes, users } from '../db/schema'
import { DEMO_GROUPS, DEMO_TYPES } from './approval-types'
import type { Executor, Tx } from '../db/types'

type Step = [workNo: string, action: Exclude<Action['type'], 'submit'>, extra?: { toSort?: number; to?: string; remark?: string }]

interface DemoProcess {
  by: string
  type: string
  data: Record<string, unknown>
  draft?: boolean
  chosen?: SaveInput['SelectApprovers']
  steps?: Step[]
}

const leave = (LeaveType: string, Start: string, End: string, Reason: string) => ({ LeaveType, Start, StartHalf: '上午', End, EndHalf: '下午', Reason })
const claim = (rows: [string, string, number][], Remark = '') => ({ Items: rows.map(([Item, Date, Amount]) => ({ Item, Date, Amount })), Remark })
const purchase = (rows: [string, number, number][], Reason: string) => ({ Items: rows.map(([Name, Quantity, Price]) => ({ Name, Spec: '', Quantity, Price })), Reason })
const seal = (SealType: string, FileName: string, Reason: string) => ({ SealType, FileName, Copies: 2, Reason })
const trip = (Destination: string, Start: string, End: string, Budget: number) => ({ Destination, Start, End, Transport: '高铁', Budget, Reason: `赴${Destination}拜访客户` })

/** Demo processes: every state (0, 1, 2, 3, -1, -2) and entries 4, 5 and 6 along the way. */
const DEMO_PROCESSES = (chosen: (workNo: string) => SaveInput['SelectApprovers']): DemoProcess[] => [
  // E0003 李娜 (前端组: leader above 王芳 E0002, then 陈静 E0005)
  { by: 'E0003', type: '请假', data: leave('年假', '2026-12-07', '2026-12-11', '年假出游') },
  { by: 'E0003', type: '报销', data: claim([['客户拜访打车费', '2026-11-02', 86.5], ['午餐招待', '2026-11-02', 320]]), steps: [['E0002', 'agree', { remark: '同意' }]] },
  { by: 'E0003', type: '采购', data: purchase([['显示器', 4, 1899], ['机械键盘', 4, 459]], '前端组设备更新'), steps: [['E0002', 'agree'], ['E0004', 'agree', { remark: '预算内，同意' }]] },
  { by: 'E0003', type: '用印', data: seal('合同章', '外包开发合同', '与外包公司签订合同'), steps: [['E0009', 'refuse', { remark: '合同未经法务审核' }]] },
  { by: 'E0003', type: '加班', data: { Date: '2026-11-21', Hours: 4, Reason: '版本上线' }, chosen: chosen('E0002'), steps: [['E0003', 'revoke']] },
  { by: 'E0003', type: '出差', data: { Destination: '上海' }, draft: true },
  // E0001 张伟 (人力资源部 leader: leader above 陈静 E0005)
  { by: 'E0001', type: '用印', data: seal('公章', '劳动合同（批量）', '新员工劳动合同盖章'), steps: [['E0005', 'agree']] },
  { by: 'E0001', type: '报销', data: claim([['招聘会展位费', '2026-11-10', 2500]], '秋季校园招聘'), steps: [['E0005', 'agree']] },
  { by: 'E0001', type: '请假', data: leave('事假', '2026-12-01', '2026-12-02', '家中有事') },
  // E0002 王芳 (技术部 leader: leader above 陈静 E0005)
  { by: 'E0002', type: '采购', data: purchase([['测试手机', 2, 1200]], '兼容性测试'), steps: [['E0005', 'agree']] },
  { by: 'E0002', type: '请假', data: leave('病假', '2026-11-25', '2026-11-26', '感冒发烧'), steps: [['E0005', 'forward', { to: 'E0004', remark: '请刘强代批' }]] },
  { by: 'E0002', type: '报销', data: claim([['技术大会门票', '2026-10-20', 1800]]), steps: [['E0005', 'agree'], ['E0004', 'return', { toSort: 1, remark: '请补充发票' }]] },
  // E0004 刘强 (财务部 leader: leader above 陈静 E0005)
  { by: 'E0004', type: '出差', data: trip('深圳', '2026-12-14', '2026-12-16', 4800), steps: [['E0005', 'agree'], ['E0004', 'agree']] },
  { by: 'E0004', type: '请假', data: { LeaveType: '调休' }, draft: true },
  // E0005 陈静 (总公司 leader: nobody above, the leader steps are left out)
  { by: 'E0005', type: '请假', data: leave('年假', '2026-12-21', '2026-12-25', '年终休假') },
  { by: 'E0005', type: '用印', data: seal('法人章', '银行开户资料', '开立基本户'), steps: [['E0009', 'agree']] },
  { by: 'E0005', type: '加班', data: { Date: '2026-11-22', Hours: 3, Reason: '年度预算评审' }, chosen: chosen('E0001') },
]

export async function seedApproval(tx: Tx, options: { seedDemo: boolean }): Promise<void> {
  if (!options.seedDemo || (await tx.select({ id: approvalTypeGroups.id }).from(approvalTypeGroups).limit(1)).length) return
  const people = await tx.select({ id: users.id, userName: users.userName, realName: users.realName }).from(users).where(inArray(users.userName, ['E0001', 'E0002', 'E0003', 'E0004', 'E0005', 'E0009', 'E0012']))
  const byNo = new Map(people.map((p) => [p.userName, p]))
  // without the demo people (an older installation without them) there is no demo to make
  if (byNo.size < 7) return
  const person = (no: string) => ({ UserId: byNo.get(no)!.id, UserName: byNo.get(no)!.realName })

  const groups = new Map<string, string>()
  for (const [i, name] of DEMO_GROUPS.entries()) {
    const [g] = await tx.insert(approvalTypeGroups).values({ name, sort: i + 1 }).returning({ id: approvalTypeGroups.id })
    groups.set(name, g.id)
  }
  const types = new Map<string, string>()
  for (const [i, t] of DEMO_TYPES.entries()) {
    const [row] = await tx.insert(approvalTypes).values({ groupId: groups.get(t.group)!, name: t.name, color: t.color, icon: t.icon, sort: i + 1 }).returning({ id: approvalTypes.id })
    types.set(t.name, row.id)
    await saveFormVersion(tx, row.id, t.form)
    for (const [j, f] of t.flows.entries()) {
      const steps = f.steps.map(({ workNos, ...s }) => (workNos ? { ...s, Users: workNos.map(person) } : s))
      await tx.insert(approvalFlows).values({ typeId: row.id, name: f.name, sort: j + 1, conditions: f.conditions, steps })
    }
  }

  const caller = (no: string) => ({ id: byNo.get(no)!.id, name: byNo.get(no)!.realName })
  for (const p of DEMO_PROCESSES((no) => [{ Sort: 1, Users: [person(no)] }])) {
    const saved = await saveApproval(tx, caller(p.by), { RelationId: types.get(p.type)!, BusinessDatas: p.data, SelectApprovers: p.chosen, Submit: !p.draft })
    for (const [no, type, extra = {}] of p.steps ?? []) {
      const by = caller(no)
      const action = { type, by: by.id, remark: extra.remark, toSort: extra.toSort, to: extra.to ? { userId: byNo.get(extra.to)!.id, userName: byNo.get(extra.to)!.realName } : undefined } as Exclude<Action, { type: 'submit' }>
      await act(tx, saved.data.Id, action, by.name)
    }
  }
}

/** For tests: the type id of a demo type by name. */
export async function demoTypeId(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: approvalTypes.id }).from(approvalTypes).where(eq(approvalTypes.name, name))
  return row?.id
}
