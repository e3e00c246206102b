/**
 * Disk storage under DATA_DIR/files (outside any served folder). put() writes to
 * `.tmp/<key>.part` and renames into `<key[0..2]>/<key>` only when the whole stream arrived, so a
 * refused or broken upload never leaves a partial file where a download could find it; the
 * partial file is removed on every error.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ByteRange, FileStorage, StoredFile } from './index'

const KEY = /^[0-9a-f]{32}$/

export function diskStorage(root: string): FileStorage & { root: string; tmpDir: string } {
  const tmpDir = join(root, '.tmp')
  const pathOf = (key: string) => join(root, key.slice(0, 2), key)
  let ready: Promise<unknown> | undefined
  const ensure = () => (ready ??= mkdir(tmpDir, { recursive: true }))

  return {
    root,
    tmpDir,
    async put(source: Readable): Promise<StoredFile> {
      await ensure()
      const key = randomBytes(16).toString('hex')
      const tmp = join(tmpDir, `${key}.part`)
      let size = 0
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length
          done(null, chunk)
        },
      })
      try {
        await pipeline(source, count, createWriteStream(tmp, { flags: 'wx' }))
        await mkdir(join(root, key.slice(0, 2)), { recursive: true })
        await rename(tmp, pathOf(key))
      } catch (e) {
        await rm(tmp, { force: true })
        throw e
      }
      return { key, size }
    },
    async get(key: string, range?: ByteRange) {
      if (!KEY.test(key)) return undefined
      try {
        const s = await stat(pathOf(key))
        return { stream: createReadStream(pathOf(key), range && { start: range.start, end: range.end }), size: s.size }
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw e
      }
    },
    async delete(key: string) {
      if (KEY.test(key)) await rm(pathOf(key), { force: true })
    },
  }
}
