/** `kind: cards`: a paged list as cards with tabs (renderer/cards/), loaded with its first screen. */
import type { CardsScreenSchema } from '../schema/types'
import { lazyComponent } from '../kinds/lazyComponent'
import { defineScreenKind } from '../screenKinds'

const { Component: CardsScreen, preload } = lazyComponent(() => import('../cards/CardsScreen').then((m) => m.CardsScreen))

export const cardsScreenKind = defineScreenKind<CardsScreenSchema>({
  name: 'cards',
  component: ({ schema, entities }) => <CardsScreen schema={schema} entities={entities} />,
  preload,
})
