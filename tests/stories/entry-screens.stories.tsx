/**
 * The onboarding screen schemas (issue 5) on the in-memory onboarding API (./fixtures/entry.ts):
 * the entry wizard as a new hire at each stage and in check mode, its array steps, the entry check
 * list and employee care.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { ScreenRenderer } from '../../renderer'
import { Providers } from '../../renderer/testing/storyKit'
import employeeCare from '../../schemas/screens/hrm/employee-care.json'
import entryCheck from '../../schemas/screens/hrm/entry-check.json'
import entryInfo from '../../schemas/screens/hrm/entry-info.json'
import { createEntryProvider, entryEntities, entryRecord, entryRecords } from './fixtures/entry'

const screens = { entryInfo, entryCheck, employeeCare }

function EntryScreen(props: { screen: keyof typeof screens; me?: string; params?: Record<string, string>; fullArrays?: boolean }) {
  const dp = useMemo(() => {
    const records = entryRecords()
    if (props.fullArrays) {
      const r = entryRecord('N0009', '满员', { Step: 4, filled: true })
      r.family = Array.from({ length: 10 }, (_, i) => ({ Id: `f${i}`, Name: `成员${i + 1}`, Realtion: '亲属', WorkUnit: '某单位', WorkPlace: '重庆', Phone: '13800138001' }))
      records.push(r)
    }
    return createEntryProvider(records, props.me)
  }, [props.me, props.fullArrays])
  return (
    <Providers provider={dp} granted={['Create', 'Update', 'Delete', 'Check']} loadScreen={async () => ({ schema: entryInfo as Record<string, unknown>, entities: entryEntities })}>
      <Suspense fallback={null}>
        <ScreenRenderer schema={screens[props.screen]} entities={entryEntities} params={props.params ?? {}} />
      </Suspense>
    </Providers>
  )
}

const meta = { title: 'Screens/HRM onboarding', component: EntryScreen } satisfies Meta<typeof EntryScreen>
export default meta
type Story = StoryObj<typeof meta>

export const WizardNewHire: Story = { args: { screen: 'entryInfo', me: 'N0001' }, parameters: { shows: ['基本信息', '教育培训', '资料上传', '下一步'] } }
/** Resumed at 工作经历 (an array step). */
export const WizardArraySteps: Story = { args: { screen: 'entryInfo', me: 'N0002' }, parameters: { shows: ['工作经历', '上一步', '下一步'] } }
/** 家庭及成员 at 10 rows: 添加 disabled, the first row reads 不可删除. */
export const WizardArrayFull: Story = { args: { screen: 'entryInfo', me: 'N0009', fullArrays: true }, parameters: { shows: ['家庭及成员', '不可删除'] } }
export const WizardSubmitted: Story = { args: { screen: 'entryInfo', me: 'N0003' }, parameters: { shows: ['已提交，待审核'] } }
export const WizardRejected: Story = { args: { screen: 'entryInfo', me: 'N0004' }, parameters: { shows: ['身份证照片不清晰', '星海科技有限公司'] } }
export const WizardCheckMode: Story = { args: { screen: 'entryInfo', params: { check: '1', WorkNo: 'N0003' } }, parameters: { shows: ['修改'] } }
export const EntryCheckList: Story = { args: { screen: 'entryCheck' }, parameters: { shows: ['N0001', '新一', '138****8000', '待提交', '待审核', '审核不通过', '审核通过', '共 5 条'] } }
export const EmployeeCare: Story = { args: { screen: 'employeeCare' }, parameters: { shows: ['生日祝福', '关怀设置', 'E0001', '王五', '1990-11-03', '共 2 条'] } }
