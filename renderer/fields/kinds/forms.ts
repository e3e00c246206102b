/**
 * The form side of the engine's field kinds (imported with the form code, never by a list): the
 * Formily components of the light kinds that every form bundles (Input, TextArea, Select, the
 * checkbox and radio groups) and the shared widgets (../../widgets/). The kinds whose control loads
 * with the first form that names it (Password, Switch, the pickers) carry that loader in their light
 * descriptor, so a form route starts them beside the form's own code, not after it (a list carries
 * the loaders' few hundred bytes, not what they load).
 */
import { provideFieldKindForm, registerFieldKind } from '../fieldKinds'
import { registerWidgetKinds } from '../../widgets/register'
import { CheckboxGroup, RadioGroup, Select } from './choiceComponents'
import { checkboxGroupKind, radioGroupKind, selectKind } from './choices'
import { inputKind, textAreaKind } from './text'
import { TextArea, TextInput } from './textComponents'

provideFieldKindForm(inputKind, { component: TextInput })
provideFieldKindForm(textAreaKind, { component: TextArea })
provideFieldKindForm(selectKind, { component: Select })
provideFieldKindForm(checkboxGroupKind, { component: CheckboxGroup })
provideFieldKindForm(radioGroupKind, { component: RadioGroup })

registerWidgetKinds(registerFieldKind)
