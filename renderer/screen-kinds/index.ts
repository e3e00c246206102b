/** The built-in screen kinds, registered on import (each kind is one file of this folder). */
export { listScreenKind } from './list'
export { formScreenKind } from './form'
export { wizardScreenKind } from './wizard'
export { tabsScreenKind } from './tabs'
export { cardsScreenKind } from './cards'
