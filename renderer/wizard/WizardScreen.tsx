/**
 * A `kind: wizard` screen (schemas/meta/screen.schema.json, "wizardScreen"): a status alert (when
 * the record has a check text; error style when `errorWhen` holds), a top form, the steps as tabs
 * (a tab is enabled once reached), 上一步 / 下一步 and, on the last step, the schema's submit text
 * (or, in check mode, its review text opening the review dialog). A thin UI over useWizard.
 */
import { createElement, Suspense, useEffect, useMemo, useRef, type Ref } from 'react'
import { Alert, Button, Result, Space, Spin, Tabs } from 'antd'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import { fillTemplate } from '../../common/request-template'
import { FormDialog } from '../dialog/FormDialog'
import { FormFields } from '../fields/FormFields'
import { locationParams } from '../location'
import type { FormDialogSchema, WizardScreenSchema } from '../schema/types'
import { WIZARD_TEXT, type Row } from './model'
import { useScreenHandle, type ScreenHandle } from '../screenHandle'
import { stepKindOf } from './stepKinds'
import { useWizard, type WizardController } from './useWizard'
import { useWizardDraft } from './drafts'
import { useFeedback } from '../locale'
import '../dialog/formBody.css'

export interface WizardScreenProps {
  schema: WizardScreenSchema
  entities?: Record<string, EntitySchema>
  /** the page's query/route parameters (default: the location's query string) */
  params?: Record<string, string | undefined>
  /** the host's handle (../screenHandle.ts): submit saves the current step (Next), or submits on the last */
  handle?: Ref<ScreenHandle>
}

function StatusAlert({ wizard }: { wizard: WizardController }) {
  const spec = wizard.schema.statusAlert
  if (!spec) return null
  const text = wizard.record[spec.textField]
  if (text === undefined || text === null || text === '') return null
  const error = spec.errorWhen ? evaluate(spec.errorWhen, wizard.record) : false
  return (
    <Alert
      data-testid="wizard-status"
      showIcon
      type={error ? 'error' : (spec.variant ?? 'warning')}
      message={spec.title ?? String(text)}
      description={spec.title ? String(text) : undefined}
      style={{ marginBottom: 16 }}
    />
  )
}

export function WizardScreen(props: WizardScreenProps) {
  const entities = props.entities ?? {}
  const params = useMemo(() => props.params ?? locationParams(), [props.params])
  const wizard = useWizard({ schema: props.schema, entities, params })
  const { message } = useFeedback()
  useWizardDraft(wizard, (text) => void message.info(text))
  const { schema, step, check } = wizard
  const last = step === schema.steps.length - 1
  const finishText = check ? (schema.check?.texts.submit ?? WIZARD_TEXT.submit) : (schema.texts?.submit ?? WIZARD_TEXT.submit)
  const review = check && schema.check ? (schema.dialogs?.[schema.check.reviewDialog] as FormDialogSchema | undefined) : undefined
  // the record's value, else the form's (a field typed in the wizard but not yet read back)
  const reviewRecord: Row = { ...(wizard.form.values as Row) }
  for (const [k, v] of Object.entries(wizard.record)) if (v !== undefined && v !== null) reviewRecord[k] = v
  const reviewInputs: Row = fillTemplate(schema.check?.body, { record: reviewRecord }) ?? {}
  const labelWidth = schema.labelWidth ?? 120
  useScreenHandle(props.handle, () => ({
    validate: wizard.validateCurrent,
    submit: () => (last ? wizard.finish() : wizard.next()),
    getValues: () => ({ ...(wizard.form.values as Row) }),
    setValues: (values) => wizard.form.setValues(values),
    reload: wizard.reload,
  }))
  // a step opened from the buttons below a long form starts at its top, not at the old scroll position
  const root = useRef<HTMLDivElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    const el = root.current
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView?.({ block: 'start' })
  }, [step])

  // after a refused 下一步 / 提交 the first field in error comes into view (a long step hides it below the fold)
  const scrollToError = () =>
    setTimeout(() => {
      const bad = root.current?.querySelector<HTMLElement>('.renderer-wizard-top .renderer-item-error, .ant-tabs-tabpane-active .renderer-item-error')
      bad?.scrollIntoView?.({ block: 'center' })
      bad?.querySelector<HTMLElement>('input, textarea, [tabindex="0"]')?.focus({ preventScroll: true })
    }, 0)

  if (wizard.missing && schema.noRecord)
    return (
      <div className="renderer-wizard" data-testid="wizard" ref={root}>
        <Result status="info" title={schema.noRecord.title} subTitle={schema.noRecord.text} />
      </div>
    )
  return (
    <div className="renderer-wizard" data-testid="wizard" ref={root}>
      <Spin spinning={wizard.loading}>
        {wizard.error ? <Alert type="error" showIcon message={wizard.error} style={{ marginBottom: 16 }} /> : null}
        <StatusAlert wizard={wizard} />
        <FormProvider form={wizard.form}>
          <FormLayout labelWidth={labelWidth} feedbackLayout="loose">
            <Suspense fallback={<Spin />}>
              {wizard.top.length ? (
                <div className="renderer-wizard-top" data-testid="wizard-top">
                  <FormFields fields={wizard.top} columns={schema.columns} />
                </div>
              ) : null}
              <Tabs
                activeKey={String(step)}
                onChange={(k) => wizard.goTo(Number(k))}
                items={schema.steps.map((s, i) => ({
                  key: String(i),
                  label: s.title,
                  disabled: !wizard.canEnter(i),
                  forceRender: true,
                  children: createElement(stepKindOf(s).component, { wizard, index: i }),
                }))}
              />
            </Suspense>
          </FormLayout>
        </FormProvider>
        <Space style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
          {step > 0 ? <Button onClick={wizard.prev}>{schema.texts?.prev ?? WIZARD_TEXT.prev}</Button> : null}
          {wizard.canCorrect ? <Button onClick={wizard.correct}>{schema.check?.correct?.text}</Button> : null}
          {wizard.correcting ? (
            <Button loading={wizard.busy} onClick={() => void wizard.saveCurrent().then((ok) => ok || scrollToError())}>
              {schema.check?.correct?.texts.save}
            </Button>
          ) : null}
          {!last ? (
            <Button type="primary" loading={wizard.busy} disabled={wizard.loading} onClick={() => void wizard.next().then((ok) => ok || scrollToError())}>
              {schema.texts?.next ?? WIZARD_TEXT.next}
            </Button>
          ) : !wizard.canFinish ? null : (
            <Button type="primary" loading={wizard.busy} disabled={wizard.loading} onClick={() => void wizard.finish().then((ok) => ok || scrollToError())}>
              {finishText}
            </Button>
          )}
        </Space>
      </Spin>
      {review && wizard.reviewOpen ? (
        <FormDialog
          schema={review}
          entity={review.entity ? entities[review.entity] : undefined}
          mode="add"
          inputs={reviewInputs}
          onClose={(saved) => wizard.closeReview(saved)}
        />
      ) : null}
    </div>
  )
}
