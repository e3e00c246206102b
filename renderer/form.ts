/**
 * The form side of the renderer's public surface: field kinds, the compiler, the screen form, form
 * and wizard screens, form dialogs (Formily). An application imports it where it defines field or step kinds
 * or draws forms itself; a screen loads it on demand (./dialog/lazy.tsx).
 */
export { fieldsForMode, prepareField, finishField, equalToValidator } from './fields/extras'
export { registerWidgetKinds, WIDGET_KINDS } from './widgets/register'
export { fieldValidator, registerRuleKinds, requiredRule, validatorsOf } from './rules/formily'
export { compileField, compileFields, defaultComponent, type CompiledField, type FieldModel } from './compile/formSchema'
export { screenFieldKinds } from './compile/screenFieldKinds'
export { linkageReaction } from './compile/linkage'
export {
  fieldKindNames,
  getFieldKind,
  isFieldKindReady,
  loadFieldKinds,
  registerFieldKind,
  suspendForFieldKinds,
  type FieldKind,
} from './fields/registry'
export { FieldItem, type FieldItemProps } from './fields/FieldItem'
export { FormFields } from './fields/FormFields'
export { createScreenForm, showServerErrors, useFieldEffectsContext, type ScreenFormOptions } from './fields/screenForm'
export { WizardScreen, type WizardScreenProps } from './wizard/WizardScreen'
export { locationParams } from './location'
export { useWizard, type WizardController } from './wizard/useWizard'
export { WIZARD_TEXT, missingUploads, rowVerdict } from './wizard/model'
export { FormDialog, dialogTitle, type FormDialogProps } from './dialog/FormDialog'
export { FormScreen, type FormScreenProps } from './dialog/FormScreen'
export { useFormController, SAVE_TEXT, type FormController } from './dialog/useFormController'
export { defineFieldKind, defaultFieldKind } from './fields/registry'
export { defineStepKind, stepKinds, type StepKind, type StepArgs, type StepLoadArgs } from './wizard/stepKinds'
