// The project's own peer-bench adapter (issue 17; started from ../shared/peer-bench/adapters/project/).
// Imports say '../../renderer/...' so that tsc checks them here; run-project.sh copies this folder to
// <tree>/.peer-adapter/, where ./vite.ext.mjs maps those imports back to the project tree.
//
// table-500 through the project's list screen (schema kind 'list', renderer/list/ListScreen.tsx),
// rendered by ScreenRenderer inside the application's providers (./host.tsx).
//
// Column kinds of the project (renderer/list/columns.tsx; schemas/meta/screen.schema.json):
//   text -> 'text'; enum-tag -> 'tag' with options {value, label, color};
//   datetime -> 'date' with format 'YYYY-MM-DD HH:mm:ss' (the kind's default);
//   number -> 'number' (thousands separators, right aligned, as the peers format 月薪);
//   boolean-status -> 'tag' with options true 启用 / false 停用 (as schemas/screens/hrm/employees.json's 账号 column);
//   actions -> rowActions: 查看 (detail dialog, no permission code, as employees.json), 编辑 (form dialog,
//             permission Update), 删除 (delete, permission Delete, danger) in the operation column
//             (fixed right, as every list screen of the project has it).
// Granted button codes: Create, Update, Delete. Toolbar: 新增 (form dialog). No search form (the
// peers have none: ProTable search={false}, amis crud without filter). paging {pageSize: 500}:
// the DataProvider answers GET /api/bench/employees?SkipCount=0&MaxResultCount=500 with all 500 rows,
// so every row is in the DOM (no virtual list: antd Table without `virtual`, as the project renders it).
import type { ButtonSpec, ColumnSpec, ListScreenSchema } from '../../renderer/schema/types'
import type { EntitySchema } from '../../common/entity-fields'
import { preloadScreenKind } from '../../renderer/ScreenRenderer'
import { LIB, memoryProvider, mountScreen, pascal, type Screen } from './host'

interface FixtureColumn {
  key: string
  title: string
  kind: string
  format?: string
  actions?: string[]
}
interface Choice {
  value: string | boolean
  label: string
  color?: string
  status?: string
}

const BASE = '/api/bench/employees'

function column(col: FixtureColumn, status: Choice[], enabled: Choice[]): ColumnSpec {
  const field = pascal(col.key)
  switch (col.kind) {
    case 'enum-tag':
      return { field, title: col.title, kind: 'tag', options: status.map((s) => ({ value: s.value, label: s.label, color: s.color })) }
    case 'datetime':
      return { field, title: col.title, kind: 'date', format: col.format }
    case 'boolean-status':
      return { field, title: col.title, kind: 'tag', options: enabled.map((s) => ({ value: s.value, label: s.label, color: s.status })) }
    case 'number':
      return { field, title: col.title, kind: 'number' }
    case 'text':
    default:
      return { field, title: col.title, kind: 'text' }
  }
}

const ROW_ACTIONS: Record<string, Omit<ButtonSpec, 'label'>> = {
  查看: { action: { kind: 'dialog', dialog: 'detail', mode: 'view' } },
  编辑: { permission: 'Update', action: { kind: 'dialog', dialog: 'edit', mode: 'edit' } },
  删除: { permission: 'Delete', danger: true, action: { kind: 'delete' } },
}

function buildScreen({ rows, columns, status, enabled }: { rows: Record<string, unknown>[]; columns: FixtureColumn[]; status: Choice[]; enabled: Choice[] }): Screen {
  const dataCols = columns.filter((c) => c.kind !== 'actions')
  const actions = columns.find((c) => c.kind === 'actions')
  // the entity behind the 新增/编辑 dialog and the 查看 detail (not part of the measured mount: dialogs load on demand)
  const entity: EntitySchema = {
    $id: 'bench-employee',
    title: '员工',
    'x-typeName': 'BenchEmployee',
    type: 'object',
    properties: {
      Id: { type: 'integer', title: '编号', readOnly: true },
      Code: { type: 'string', title: '工号', 'x-rule': 'workNo', maxLength: 30 },
      Name: { type: 'string', title: '姓名', 'x-rule': 'name', maxLength: 30 },
      Status: { type: 'string', title: '状态', 'x-select': true },
      Salary: { type: 'number', title: '月薪(元)', 'x-rule': 'number', minimum: 0 },
      Enabled: { type: 'boolean', title: '账号状态' },
      Department: { type: 'string', title: '部门', 'x-rule': 'text', maxLength: 30 },
      Email: { type: 'string', title: '邮箱', 'x-rule': 'email' },
      Remark: { type: 'string', title: '备注', 'x-rule': 'textarea', maxLength: 300 },
    },
    required: ['Code', 'Name', 'Status'],
  }
  const statusOptions = status.map((s) => ({ value: s.value as string, label: s.label }))
  const schema: ListScreenSchema = {
    kind: 'list',
    id: 'bench/employees',
    route: 'child_bench_employees',
    title: '员工列表',
    entity: entity.$id,
    rowKey: 'Id',
    api: { list: { method: 'GET', url: BASE }, delete: { method: 'DELETE', url: `${BASE}/{Id}` } },
    toolbar: [{ label: '新增', variant: 'primary', permission: 'Create', action: { kind: 'dialog', dialog: 'edit', mode: 'add' } }],
    columns: dataCols.map((c) => column(c, status, enabled)),
    rowActions: (actions?.actions ?? []).map((label) => ({ label, ...(ROW_ACTIONS[label] ?? { action: { kind: 'reload' } }) }) as ButtonSpec),
    operation: actions ? { title: actions.title } : undefined,
    paging: { pageSize: rows.length, pageSizeOptions: [15, 30, 50, 100, rows.length] },
    dialogs: {
      edit: {
        kind: 'form',
        title: { add: '新增员工', edit: '编辑员工', view: '查看员工' },
        entity: entity.$id,
        width: 560,
        api: {
          get: { method: 'GET', url: `${BASE}/{Id}` },
          create: { method: 'POST', url: BASE },
          update: { method: 'PUT', url: `${BASE}/{Id}` },
        },
        fields: [
          { field: 'Code' },
          { field: 'Name' },
          { field: 'Status', component: 'Select', options: statusOptions },
          { field: 'Salary' },
          { field: 'Enabled' },
          { field: 'Department' },
          { field: 'Email' },
          { field: 'Remark' },
        ],
      },
      detail: {
        kind: 'detail',
        title: '员工详情',
        entity: entity.$id,
        header: { titleField: 'Name', subtitleField: 'Code' },
        sections: [{ kind: 'descriptions', title: '基本信息', column: 3, items: dataCols.map((c) => column(c, status, enabled)) }],
      },
    },
  }

  // the server's answer shape: PascalCase fields, {Items, TotalCount} pages
  const data = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [pascal(k), v])))
  const byId = new Map(data.map((r) => [String(r.Id), r]))
  const provider = memoryProvider({
    [`GET ${BASE}`]: ({ query }) => {
      const skip = Number(query.SkipCount ?? 0)
      const take = Number(query.MaxResultCount ?? 15)
      return { Items: data.slice(skip, skip + take), TotalCount: data.length }
    },
    [`GET ${BASE}/{Id}`]: ({ params }) => byId.get(params.Id) ?? null,
    [`POST ${BASE}`]: ({ body }) => body,
    [`PUT ${BASE}/{Id}`]: ({ params, body }) => ({ ...byId.get(params.Id), ...(body as object) }),
    [`DELETE ${BASE}/{Id}`]: () => null,
  })
  return { schema, entities: { [entity.$id]: entity }, provider, granted: ['Create', 'Update', 'Delete'] }
}

export default {
  lib: LIB,
  rowSelector: '.ant-table-tbody > tr.ant-table-row',
  prepare(data: Parameters<typeof buildScreen>[0]) {
    // as the application's route starts the screen kind's code beside the schema's entities
    // (src/screens/ScreenPage.tsx); a mount before it is there waits for it (the kind suspends)
    void preloadScreenKind('list')
    return buildScreen(data)
  },
  mount(el: HTMLElement, screen: Screen) {
    mountScreen(el, screen)
  },
}
