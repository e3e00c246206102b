/**
 * The form side of the engine's field kinds (imported with the form code, never by a list): the
 * Formily components of the light kinds (./text.ts, ./choices.tsx, ./pickers.ts), bundled or
 * loaded with the first form that names them, and the shared widgets (../../widgets/). A list
 * reads the kinds' descriptors alone and so carries no Formily, nor the preload lists of these loaders.
 */
import { provideFieldKindForm, registerFieldKind } from '../fieldKinds'
import { registerWidgetKinds } from '../../widgets/register'
import { CheckboxGroup, RadioGroup, Select } from './choiceComponents'
import { checkboxGroupKind, radioGroupKind, selectKind, switchKind } from './choices'
import { datePickerKind, dateRangePickerKind, numberPickerKind, treeSelectKind } from './pickers'
import { inputKind, passwordKind, textAreaKind } from './text'
import { TextArea, TextInput } from './textComponents'

provideFieldKindForm(inputKind, { component: TextInput })
provideFieldKindForm(passwordKind, { load: () => import('@formily/antd-v5/esm/password').then((m) => m.Password) })
provideFieldKindForm(textAreaKind, { component: TextArea })
provideFieldKindForm(selectKind, { component: Select })
provideFieldKindForm(switchKind, { load: () => import('@formily/antd-v5/esm/switch').then((m) => m.Switch) })
provideFieldKindForm(checkboxGroupKind, { component: CheckboxGroup })
provideFieldKindForm(radioGroupKind, { component: RadioGroup })
provideFieldKindForm(numberPickerKind, { load: () => import('@formily/antd-v5/esm/number-picker').then((m) => m.NumberPicker) })
provideFieldKindForm(datePickerKind, { load: () => import('./dateComponents').then((m) => m.DatePicker) })
provideFieldKindForm(dateRangePickerKind, { load: () => import('./dateComponents').then((m) => m.DateRangePicker) })
provideFieldKindForm(treeSelectKind, { load: () => import('../../tree/TreeSelectField').then((m) => m.TreeSelectField) })

registerWidgetKinds(registerFieldKind)
