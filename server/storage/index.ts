/**
 * File storage behind an interface (DESIGN.md, "Runtime and data"): the bytes of uploads live
 * here under generated keys; the database holds the metadata (the `files` table). The disk
 * implementation is the default; another (object storage) only has to honour the same contract.
 */
import type { Readable } from 'node:stream'

export interface StoredFile {
  /** the generated name the bytes are stored under (never derived from the client's file name) */
  key: string
  size: number
}

/** Inclusive byte offsets, as HTTP's Range counts them. */
export interface ByteRange {
  start: number
  end: number
}

export interface FileStorage {
  /**
   * Streams `source` into storage under a new key. On any error (of the source or of the
   * storage) nothing is left behind and the promise rejects with that error.
   */
  put(source: Readable): Promise<StoredFile>
  /**
   * A stream of the stored bytes (only `range`, inclusive offsets, when given: a seek in a video
   * reads from the middle without reading what comes before), or undefined when the key is unknown.
   * `size` is always the size of the whole file.
   */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>
  /** Removes the bytes; unknown keys are fine. */
  delete(key: string): Promise<void>
}

/** A storage that refuses every use: the app built only to list its routes, or tests without files. */
export function noStorage(): FileStorage {
  const refuse = async (): Promise<never> => {
    throw new Error('no file storage configured')
  }
  return { put: refuse, get: refuse, delete: refuse }
}

export { diskStorage } from './disk'
