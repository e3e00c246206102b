/**
 * The field-kind registry with the engine's kinds defined as light descriptors (how each is
 * searched and shown, its form props, rank and placeholder): a list's search form and columns read
 * them without Formily. Their form components come with the form side (./forms.ts).
 */
import './text'
import './choices'
import './pickers'

export * from '../fieldKinds'
