/** The built-in field kinds, defined on import; the shared widgets (../../widgets/) load on demand. */
import { registerFieldKind } from '../fieldKinds'
import { registerWidgetKinds } from '../../widgets/register'
import './text'
import './choices'
import './pickers'

registerWidgetKinds(registerFieldKind)
