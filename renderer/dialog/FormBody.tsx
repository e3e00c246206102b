/** The inside of a form dialog: the server's message, then the fields (in tabs when the schema has them). */
import { Alert, Spin, Tabs } from 'antd'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import { FormFields } from '../fields/FormFields'
import type { FormController } from './useFormController'
import { Suspense, useMemo } from 'react'
import './formBody.css'

/** px a label character takes, and the required mark, colon and gap around it */
const CHAR_PX = 14
const LABEL_EXTRA_PX = 28

/** The label width when the schema names none: at least 100 px, wide enough for the longest label with its required mark and colon. */
export function defaultLabelWidth(labels: unknown[]): number {
  const longest = Math.max(0, ...labels.map((l) => (typeof l === 'string' ? [...l].length : 0)))
  return Math.max(100, longest * CHAR_PX + LABEL_EXTRA_PX)
}

export function FormBody(props: { controller: FormController; labelWidth?: number; layout?: 'horizontal' | 'vertical'; columns?: number }) {
  const { form, tabs, activeTab, setActiveTab, loading, error } = props.controller
  const labelWidth = useMemo(() => props.labelWidth ?? defaultLabelWidth(tabs.flatMap((t) => t.fields.map((f) => f.model.title))), [props.labelWidth, tabs])
  const vertical = props.layout === 'vertical'
  return (
    <Spin spinning={loading}>
      {error ? <Alert className="renderer-form-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <FormProvider form={form}>
        <FormLayout layout={vertical ? 'vertical' : 'horizontal'} labelWidth={vertical ? undefined : labelWidth} feedbackLayout="loose">
          {/* a field kind ScreenRenderer did not load beforehand suspends the form here, not the screen */}
          <Suspense fallback={<Spin />}>
            {tabs.length > 1 ? (
              <Tabs
                activeKey={String(activeTab)}
                onChange={(k) => setActiveTab(Number(k))}
                items={tabs.map((t, i) => ({ key: String(i), label: t.title, forceRender: true, children: <FormFields fields={t.fields} columns={props.columns} /> }))}
              />
            ) : (
              <FormFields fields={tabs[0].fields} columns={props.columns} />
            )}
          </Suspense>
        </FormLayout>
      </FormProvider>
    </Spin>
  )
}
