import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createForm } from '@formily/core'
import { connect, FormProvider, mapProps } from '@formily/react'
import type { EntitySchema } from '../../common/entity-fields'
import { compileField, compileFields } from '../compile/formSchema'
import { ScreenRenderer } from '../ScreenRenderer'
import { defineColumnKind, defineFieldKind, type SearchWidgetProps } from '../index'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { FormFields } from './FormFields'
import { defaultFieldKind, getFieldKind, isFieldKindReady } from './registry'
import { preloadFieldKindControls, provideFieldKindForm } from './fieldKinds'
import { screenFieldKinds } from '../compile/screenFieldKinds'

function StarsInput(props: { value?: number; onChange?(v: number): void; placeholder?: string }) {
  return (
    <span>
      {[1, 2, 3].map((n) => (
        <button key={n} type="button" aria-label={`${n}星`} onClick={() => props.onChange?.(n)}>
          {n <= (props.value ?? 0) ? '★' : '☆'}
        </button>
      ))}
      <em>{props.placeholder}</em>
    </span>
  )
}

/** the search control: at least n stars */
function StarsSearch({ id, value, onChange, props }: SearchWidgetProps) {
  return (
    <select id={id} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
      <option value="">{String(props.placeholder)}</option>
      {[1, 2, 3].map((n) => <option key={n} value={n}>{`至少${n}星`}</option>)}
    </select>
  )
}

// a kind the application defines: chosen for a property it ranks best, with its value type and
// placeholder, searched with its own control and shown in a list by its own column kind
defineColumnKind({ name: 'stars', render: (value) => '★'.repeat(Number(value ?? 0)) })
defineFieldKind({
  name: 'Stars',
  load: async () => connect(StarsInput, mapProps({ value: 'value', onInput: 'onChange' })),
  valueType: 'number',
  placeholder: 'select',
  rank: (p) => ((p as { 'x-stars'?: boolean } | undefined)?.['x-stars'] ? 100 : 0),
  search: { load: async () => StarsSearch },
  cell: 'stars',
})

const entity = {
  $id: 'review',
  type: 'object',
  properties: { Rating: { type: 'integer', title: '评分', 'x-stars': true }, Count: { type: 'integer', title: '次数' } },
} as unknown as EntitySchema

describe('field kinds', () => {
  it('the compiler takes the kind that ranks a property best, its value type and default placeholder', () => {
    expect(defaultFieldKind(entity.properties.Rating)).toBe('Stars')
    expect(defaultFieldKind(entity.properties.Count)).toBe('NumberPicker')
    expect(defaultFieldKind(undefined)).toBe('Input')
    const c = compileField({ field: 'Rating' }, entity)
    expect(c.component).toBe('Stars')
    expect(c.model.valueType).toBe('number')
    expect(c.model.props.placeholder).toBe('请选择评分')
  })

  it('a kind defined outside the engine renders in a form screen and its value is saved', async () => {
    const saved: unknown[] = []
    const dp = createMemoryProvider({ 'POST /api/reviews': ({ body }) => void saved.push(body) })
    const schema = { kind: 'form', id: 'review', route: 'review', title: '评价', entity: 'review', api: { create: { method: 'POST', url: '/api/reviews' } }, fields: [{ field: 'Rating' }] }
    render(
      <Providers provider={dp}>
        <Suspense fallback={<div>loading</div>}>
          <ScreenRenderer schema={schema} entities={{ review: entity }} />
        </Suspense>
      </Providers>,
    )
    fireEvent.click(await screen.findByLabelText('2星'))
    expect(screen.getByText('请选择评分')).toBeTruthy()
    fireEvent.click(screen.getByText(/确\s*定/))
    await waitFor(() => expect(saved).toEqual([{ Rating: 2 }]))
  })

  it('a kind defined outside the engine is the control of a search field and the cell of a column bound to its property', async () => {
    const rows = [{ Id: 1, Name: '甲', Rating: 3, Count: 1200 }, { Id: 2, Name: '乙', Rating: 1, Count: 5 }]
    const dp = createMemoryProvider({ 'GET /api/reviews': ({ query }) => page(rows.filter((r) => !query.Rating || r.Rating >= Number(query.Rating)), query) })
    const schema = {
      kind: 'list', id: 'reviews', route: 'reviews', title: '评价', entity: 'review',
      api: { list: { method: 'GET', url: '/api/reviews' } },
      search: [{ name: 'Rating', label: '评分', component: 'Stars' }],
      columns: [{ field: 'Name', title: '名称' }, { field: 'Rating', title: '评分' }, { field: 'Count', title: '次数' }],
    }
    render(
      <Providers provider={dp}>
        <ScreenRenderer schema={schema} entities={{ review: entity }} />
      </Providers>,
    )
    const row = (name: string) => screen.getByText(name).closest('tr')!
    await screen.findByText('甲')
    expect(row('甲').textContent).toContain('★★★')
    // the Count column is a number: the NumberPicker kind's cell
    expect(row('甲').textContent).toContain('1,200')
    const search = (await screen.findByLabelText('评分')) as HTMLSelectElement
    expect(search.options[0].textContent).toBe('请选择评分')
    fireEvent.change(search, { target: { value: '2' } })
    fireEvent.click(screen.getByText(/查\s*询/))
    await waitFor(() => expect(screen.queryByText('乙')).toBeNull())
    expect(dp.calls.at(-1)?.query).toMatchObject({ Rating: 2 })
  })
})

describe('Checkbox (one flag)', () => {
  it('starts at 0, posts 1 when ticked and 0 again when cleared; its text sits beside the box; read-only in readPretty', async () => {
    const compiled = compileFields([{ name: 'IsTop', label: '置顶', component: 'Checkbox', props: { text: '设为置顶公告' } }], entity)
    const form = createForm()
    const { unmount } = render(
      <FormProvider form={form}>
        <FormFields fields={compiled} />
      </FormProvider>,
    )
    const box = () => screen.getByText('设为置顶公告').closest('label')!.querySelector('input')!
    await waitFor(() => expect(form.values.IsTop).toBe(0))
    fireEvent.click(box())
    expect(form.values.IsTop).toBe(1)
    fireEvent.click(box())
    expect(form.values.IsTop).toBe(0)
    unmount()
    const pretty = createForm({ readPretty: true, values: { IsTop: 1 } })
    render(
      <FormProvider form={pretty}>
        <FormFields fields={compiled} />
      </FormProvider>,
    )
    expect(box().checked).toBe(true)
    expect(box().disabled).toBe(true)
  })

  it('a route starts the controls its kinds load themselves before the form side is there, and leaves the others to it', async () => {
    let loads = 0
    let release!: () => void
    const control = new Promise<void>((r) => (release = r)).then(() => StarsInput)
    defineFieldKind({ name: 'LazyStars', load: () => (loads++, control) })
    // a kind whose control the form side brings (as Input's): not asked for, so nothing fails
    defineFieldKind({ name: 'FormSideStars' })
    const started = preloadFieldKindControls(['LazyStars', 'FormSideStars', 'LazyStars'])
    expect(loads).toBe(1)
    expect(isFieldKindReady('LazyStars')).toBe(false)
    release()
    await started
    expect(isFieldKindReady('LazyStars')).toBe(true)
    provideFieldKindForm(getFieldKind('FormSideStars'), { component: StarsInput })
    expect(isFieldKindReady('FormSideStars')).toBe(true)
  })

  it("a screen's kinds are answered again for the same schema once a kind ranks its properties anew", () => {
    const review = { $id: 'review-later', type: 'object', properties: { Mood: { type: 'string', title: '心情', 'x-mood': true } } } as unknown as EntitySchema
    const schema = { kind: 'form', entity: 'review-later', fields: [{ field: 'Mood' }, { field: 'Note', component: 'TextArea' }] }
    const entities = { 'review-later': review }
    const first = screenFieldKinds(schema, entities)
    expect(first).toEqual(['Input', 'TextArea'])
    first.push('changed by a caller')
    expect(screenFieldKinds(schema, entities)).toEqual(['Input', 'TextArea'])
    defineFieldKind({ name: 'Mood', load: async () => StarsInput, rank: (p) => ((p as { 'x-mood'?: boolean } | undefined)?.['x-mood'] ? 100 : 0) })
    expect(screenFieldKinds(schema, entities)).toEqual(['Mood', 'TextArea'])
  })
})
