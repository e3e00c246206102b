/** The inside of a form dialog: the server's message, then the fields (in tabs when the schema has them). */
import { Alert, Spin, Tabs } from 'antd'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import { schemaOf } from '../compile/formSchema'
import { SchemaField } from '../fields/SchemaField'
import type { FormController } from './useFormController'
import { Suspense, useMemo } from 'react'
import './formBody.css'

export function FormBody(props: { controller: FormController; labelWidth?: number }) {
  const { form, tabs, activeTab, setActiveTab, loading, error } = props.controller
  const schemas = useMemo(() => tabs.map((t) => schemaOf(t.fields)), [tabs])
  return (
    <Spin spinning={loading}>
      {error ? <Alert className="renderer-form-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <FormProvider form={form}>
        <FormLayout labelWidth={props.labelWidth ?? 100} feedbackLayout="loose">
          {/* a field kind ScreenRenderer did not load beforehand suspends the form here, not the screen */}
          <Suspense fallback={<Spin />}>
            {tabs.length > 1 ? (
              <Tabs
                activeKey={String(activeTab)}
                onChange={(k) => setActiveTab(Number(k))}
                items={tabs.map((t, i) => ({ key: String(i), label: t.title, forceRender: true, children: <SchemaField schema={schemas[i]} /> }))}
              />
            ) : (
              <SchemaField schema={schemas[0]} />
            )}
          </Suspense>
        </FormLayout>
      </FormProvider>
    </Spin>
  )
}
