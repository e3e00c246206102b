/**
 * Bench page: mounts the generated 300-field form through the renderer (as a dialog body would)
 * and validates every field, then publishes the timings on window.__bench. As a screen does, it
 * first loads the field kinds the form names (their chunks are a download, counted in the route
 * sizes), so the mount figure is the render, commit and layout of the 300 fields.
 */
import { createRoot } from 'react-dom/client'
import { useLayoutEffect } from 'react'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import { RendererLocale } from '../../renderer'
import { FormFields, compileFields, loadFieldKinds } from '../../renderer/form'
import { bigForm } from './big-form'

declare global {
  interface Window {
    __bench?: { mount: number; validate: number; errors: number }
  }
}

const { entity, fields } = bigForm(300)
await loadFieldKinds(compileFields(fields, entity).map((f) => f.component))
const start = performance.now()
// compiling the fields is part of mounting a form
const compiled = compileFields(fields, entity)
const form = createForm({ validateFirst: true })

function Mounted({ onMounted }: { onMounted: () => void }) {
  useLayoutEffect(() => onMounted(), [onMounted])
  return null
}

async function measure() {
  // Mount ends when the browser has laid the fields out, not merely when React committed.
  await new Promise((r) => requestAnimationFrame(() => r(null)))
  const mount = performance.now() - start
  const t = performance.now()
  await form.validate().catch(() => undefined)
  const validate = performance.now() - t
  window.__bench = { mount, validate, errors: form.errors.length }
}

createRoot(document.getElementById('root')!).render(
  <RendererLocale>
    <FormProvider form={form}>
      <FormLayout labelWidth={100}>
        <FormFields fields={compiled} />
      </FormLayout>
    </FormProvider>
    <Mounted onMounted={() => void measure()} />
  </RendererLocale>,
)
