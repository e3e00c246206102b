/**
 * The field-kind registry for the form side: the engine's kinds (./kinds/) with their form
 * components and the shared widgets (./kinds/forms.ts). A list reads the light ./kinds/ alone.
 */
export * from './kinds'
import './kinds/forms'
