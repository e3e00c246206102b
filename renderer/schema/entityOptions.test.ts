import { describe, expect, it } from 'vitest'
import type { EntitySchema } from '../../common/entity-fields'
import { enumOptions, withEntityDefaults } from './entityOptions'

const employee: EntitySchema = {
  $id: 'employee',
  title: '员工',
  'x-typeName': 'Employee',
  properties: {
    Status: { type: 'integer', title: '状态', enum: [0, 1, 2], 'x-enumNames': ['试用期', '实习期', '正式员工'], 'x-enumColors': ['orange', 'cyan', 'green'] },
    Education: { type: 'string', title: '学历', enum: ['本科', '专科'] },
    Age: { type: 'integer', title: '年龄' },
    Name: { type: 'string', title: '姓名' },
  },
}

describe('enum options written once on the entity', () => {
  it('labels and colours each value from x-enumNames / x-enumColors, or the value itself', () => {
    expect(enumOptions(employee.properties.Status)).toEqual([
      { label: '试用期', value: 0, color: 'orange' },
      { label: '实习期', value: 1, color: 'cyan' },
      { label: '正式员工', value: 2, color: 'green' },
    ])
    expect(enumOptions(employee.properties.Education)).toEqual([
      { label: '本科', value: '本科' },
      { label: '专科', value: '专科' },
    ])
    expect(enumOptions(employee.properties.Status, [2, 0]).map((o) => o.label)).toEqual(['正式员工', '试用期'])
  })

  it('fills the choices of a screen that name no options, under the entity in force', () => {
    const screen = {
      kind: 'list',
      entity: 'employee',
      search: [{ name: 'Status', component: 'Select', values: [0, 2] }, { name: 'RealName', component: 'Input' }],
      columns: [{ field: 'Status', kind: 'tag' }, { field: 'Status', kind: 'tag', options: [{ label: '自有', value: 0 }] }],
      dialogs: { other: { entity: 'role', fields: [{ field: 'Status', component: 'Select' }] } },
    }
    const out = withEntityDefaults(screen, { employee })
    expect(out.search[0]).toMatchObject({ options: [{ label: '试用期', value: 0 }, { label: '正式员工', value: 2 }] })
    expect(out.search[1]).not.toHaveProperty('options')
    expect(out.columns[0]).toMatchObject({ options: enumOptions(employee.properties.Status) })
    expect(out.columns[1].options).toEqual([{ label: '自有', value: 0 }])
    // an entity the map lacks leaves the outer one in force; a node of that entity without the field gets nothing
    expect(out.dialogs.other.fields[0]).toMatchObject({ options: enumOptions(employee.properties.Status) })
    expect(screen.columns[0]).not.toHaveProperty('options')
  })

  it('shows a column or detail item that names no kind as the field kind its property gets would: an enum by its label, a number as a number', () => {
    const screen = {
      kind: 'list',
      entity: 'employee',
      columns: [{ field: 'Status', title: '状态' }, { field: 'Age', title: '年龄' }, { field: 'Name', title: '姓名' }, { field: 'Age', title: '年龄', kind: 'text' }],
      dialogs: { detail: { kind: 'detail', sections: [{ kind: 'descriptions', items: [{ field: 'Age', title: '年龄' }] }] } },
    }
    const out = withEntityDefaults(screen, { employee })
    expect(out.columns.map((c) => c.kind)).toEqual(['enum', 'number', undefined, 'text'])
    expect(out.columns[0]).toMatchObject({ options: enumOptions(employee.properties.Status) })
    expect(out.dialogs.detail.sections[0].items[0]).toMatchObject({ kind: 'number' })
  })
})
