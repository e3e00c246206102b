/**
 * The field-kind registry with the built-in kinds loaded: ./fieldKinds.ts is the registry, ./kinds/
 * holds the built-in kinds; importing this module makes sure both are there.
 */
export * from './fieldKinds'
import './kinds'
