/** A form's fields in tabs (antd Tabs, with rc-tabs' overflow menu), loaded with the first form that has tabs (./FormBody.tsx). */
import { Tabs } from 'antd'
import { FormFields } from '../fields/FormFields'
import type { FormController } from './useFormController'

export default function FormTabs(props: { controller: FormController; columns?: number }) {
  const { tabs, activeTab, setActiveTab } = props.controller
  return (
    <Tabs
      activeKey={String(activeTab)}
      onChange={(k) => setActiveTab(Number(k))}
      items={tabs.map((t, i) => ({ key: String(i), label: t.title, forceRender: true, children: <FormFields fields={t.fields} columns={props.columns} /> }))}
    />
  )
}
