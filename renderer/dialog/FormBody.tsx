/**
 * The inside of a form dialog: the server's message, then the fields (in tabs when the schema has them).
 * antd's Tabs and Alert load when a form first needs them: most forms have no tabs and show no error.
 */
import { Spin } from 'antd'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import { FormFields } from '../fields/FormFields'
import type { FormController } from './useFormController'
import { lazy, Suspense, useMemo } from 'react'
import './formBody.css'

/** The tabs of a form (a list preloads them with its dialogs, ./onDemand.tsx). */
export const loadFormTabs = () => import('./FormTabs')
const FormTabs = lazy(loadFormTabs)
const Alert = lazy(() => import('antd/es/alert'))

/** px a label character takes, and the required mark, colon and gap around it */
const CHAR_PX = 14
const LABEL_EXTRA_PX = 28

/** The label width when the schema names none: at least 100 px, wide enough for the longest label with its required mark and colon. */
export function defaultLabelWidth(labels: unknown[]): number {
  const longest = Math.max(0, ...labels.map((l) => (typeof l === 'string' ? [...l].length : 0)))
  return Math.max(100, longest * CHAR_PX + LABEL_EXTRA_PX)
}

export function FormBody(props: { controller: FormController; labelWidth?: number; layout?: 'horizontal' | 'vertical'; columns?: number }) {
  const { form, tabs, loading, error } = props.controller
  const labelWidth = useMemo(() => props.labelWidth ?? defaultLabelWidth(tabs.flatMap((t) => t.fields.map((f) => f.model.title))), [props.labelWidth, tabs])
  const vertical = props.layout === 'vertical'
  return (
    <Spin spinning={loading}>
      {error ? (
        <Suspense fallback={<div className="renderer-form-error" role="alert" style={{ marginBottom: 16 }}>{error}</div>}>
          <Alert className="renderer-form-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />
        </Suspense>
      ) : null}
      <FormProvider form={form}>
        <FormLayout layout={vertical ? 'vertical' : 'horizontal'} labelWidth={vertical ? undefined : labelWidth} feedbackLayout="loose">
          {/* a field kind ScreenRenderer did not load beforehand suspends the form here, not the screen */}
          <Suspense fallback={<Spin />}>
            {tabs.length > 1 ? (
              <FormTabs controller={props.controller} columns={props.columns} />
            ) : (
              <FormFields fields={tabs[0].fields} columns={props.columns} />
            )}
          </Suspense>
        </FormLayout>
      </FormProvider>
    </Spin>
  )
}
