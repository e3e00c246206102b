/**
 * Whose browser this state belongs to: the application names the signed-in user (RendererProviders'
 * `owner`), so what the renderer keeps in the browser (a wizard's local drafts) is never shown to
 * another person signing in on the same machine.
 */
import { createContext, useContext } from 'react'

const OwnerContext = createContext('')
export const OwnerProvider = OwnerContext.Provider

/** The signed-in user's key, or '' when the application names none. */
export const useOwner = (): string => useContext(OwnerContext)
