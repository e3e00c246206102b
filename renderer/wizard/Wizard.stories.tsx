/** The wizard capability on the in-memory onboarding server of ./fixtures.ts. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { ScreenRenderer } from '../ScreenRenderer'
import { Providers } from '../testing/storyKit'
import { createDemoProvider, demoState, demoWizard, wizardEntities, type DemoRefusal } from './fixtures'

function Wizard(props: { over?: Record<string, unknown>; params?: Record<string, string>; filled?: boolean; uploaded?: boolean; refuseBasic?: DemoRefusal }) {
  const dp = useMemo(() => {
    const state = demoState(props.over)
    if (props.filled) {
      state.education = [{ School: '北京大学', Honor: '优秀毕业生' }, { School: '清华大学' }]
      state.family = [{ Name: '张父', Phone: '13800138000' }, { Name: '张母', Phone: '13800138001' }]
    }
    if (props.uploaded) state.items = state.items.map((i, n) => (n < 2 ? { ...i, img: { PhotoId: `f${n}`, PhotoName: `${String(i.Name)}.png`, Url: `/download-file?id=f${n}` } } : i))
    return createDemoProvider(state, { refuseBasic: props.refuseBasic })
  }, [props.over, props.filled, props.uploaded, props.refuseBasic])
  return (
    <Providers provider={dp}>
      <Suspense fallback={null}>
        <ScreenRenderer schema={demoWizard} entities={wizardEntities} params={props.params ?? {}} />
      </Suspense>
    </Providers>
  )
}

const meta = { title: 'Renderer/Wizard', component: Wizard } satisfies Meta<typeof Wizard>
export default meta
type Story = StoryObj<typeof meta>

/** A new record: only 基本信息 is reachable. */
export const FirstStep: Story = { args: {}, parameters: { shows: ['基本信息', '下一步'], hides: ['上一步'] } }
/** Reopened at the furthest step (education reached). */
export const ArrayStep: Story = { args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 2 }, filled: true }, parameters: { shows: ['教育经历 1', '不可删除', '教育经历 2', '上一步'] } }
/** Family members at the maximum (添加 disabled; the first row reads 不可删除). */
export const ArrayStepFull: Story = { args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 3 }, filled: true }, parameters: { shows: ['家庭及成员 1', '家庭及成员 2', '不可删除'] } }
export const UploadStep: Story = { args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 4 }, filled: true }, parameters: { shows: ['资料上传', '身份证正面', '未上传', '提交'] } }
/** Two items uploaded: 已上传, the file name and 查看 (a preview through the DataProvider). */
export const UploadStepUploaded: Story = { args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000', Step: 4 }, filled: true, uploaded: true }, parameters: { shows: ['已上传', '身份证正面.png', '查看'] } }
/** 下一步 is refused by the server for one field: its message shows under 手机号码. */
export const ServerRefusesAField: Story = {
  args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000' }, refuseBasic: [{ Field: 'Phone', Message: '该手机号已被使用' }] },
  parameters: { shows: ['手机号码', '下一步'], hides: ['上一步'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await page.findByRole('button', { name: /下\s*一\s*步/ }))
    // under the field (a toast may repeat it)
    const shown = await page.findAllByText('该手机号已被使用', {}, { timeout: 5000 })
    await expect(shown.some((el) => el.closest('.ant-form-item-explain-error, .renderer-item-explain'))).toBe(true)
    await expect(page.queryByRole('button', { name: /上\s*一\s*步/ })).toBeNull()
  },
}
/** Submitted (Status 3): read-only. */
export const Submitted: Story = { args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 3, Step: 5 }, filled: true }, parameters: { shows: ['人事部', '上一步'], hides: ['提交', '下一步', '添加'] } }
/** Disagreed (Status 2): the reason in an error alert, editable again. */
export const Rejected: Story = { args: { over: { Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 2, Step: 5, CheckText: '身份证照片不清晰' }, filled: true }, parameters: { shows: ['身份证照片不清晰', '提交'] } }
/** Check mode: the last button reads 审核. */
export const CheckMode: Story = {
  args: { over: { WorkNo: 'N0003', Dept: '人事部', RealName: '张三', Phone: '13800138000', Status: 3, Step: 5 }, params: { check: '1', WorkNo: 'N0003' }, filled: true },
  parameters: { shows: ['审核'], hides: ['提交'] },
}
