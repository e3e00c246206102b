/** `kind: cards`: a paged list as cards with tabs (renderer/cards/), loaded with its first screen. */
import { lazy } from 'react'
import type { CardsScreenSchema } from '../schema/types'
import { defineScreenKind } from '../screenKinds'

const LazyCardsScreen = lazy(() => import('../cards/CardsScreen').then((m) => ({ default: m.CardsScreen })))

export const cardsScreenKind = defineScreenKind<CardsScreenSchema>({
  name: 'cards',
  component: ({ schema, entities }) => <LazyCardsScreen schema={schema} entities={entities} />,
})
