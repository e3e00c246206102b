/** The built-in wizard step kinds, registered on import (each kind is one file of this folder). */
export { formStepKind } from './form'
export { arrayStepKind, type ArrayRow } from './array'
export { uploadsStepKind } from './uploads'
