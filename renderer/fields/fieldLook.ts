/**
 * What controls drawn as plain markup in antd's classes (idle shells, ./idleShell.tsx; plain
 * controls, ./plainControl.tsx) take from the enclosing antd: the theme's hash class, the class
 * prefix, the locale's texts. FormFields provides it to every compiled form.
 */
import { createContext } from 'react'
import type { Locale } from 'antd/es/locale'

export interface FieldLook {
  hashId: string
  prefixCls(component: string): string
  locale?: Locale
  /** a long form (FormFields' LONG_FORM_FIELDS): what is typed reaches the field after the frame */
  long: boolean
  /** a form of many fields (FormFields' SHELLED_FORM_FIELDS): heavy controls show their idle shells */
  shelled: boolean
}

export const FieldLookContext = createContext<FieldLook | null>(null)
