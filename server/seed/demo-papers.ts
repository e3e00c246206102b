/**
 * Demo papers of the seeded new hires (docs/contracts.md "Onboarding" > "Demo seed"): a submitted
 * entry must have its required uploads, so the demo makes small real PNG images (a coloured card
 * with stripes), stores them through the file storage and owns them by the new hire.
 */
import { Readable } from 'node:stream'
import { crc32, deflateSync } from 'node:zlib'
import type { FileStorage } from '../storage'
import { files } from '../db/schema'
import type { Executor } from '../db/types'

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([len, body, crc])
}

/** An RGB PNG of width x height: the colour with lighter horizontal stripes (a "document"). */
export function demoPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = 1 + width * 3
  const raw = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    const line = y > 8 && y % 12 < 3 && y < height - 8
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3
      const inner = line && x > 10 && x < width - 10
      raw[o] = inner ? 255 : rgb[0]
      raw[o + 1] = inner ? 255 : rgb[1]
      raw[o + 2] = inner ? 255 : rgb[2]
    }
  }
  const head = Buffer.alloc(13)
  head.writeUInt32BE(width, 0)
  head.writeUInt32BE(height, 4)
  head[8] = 8 // bit depth
  head[9] = 2 // colour type RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', head), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** Stores a demo PNG owned by ownerId; its files row id. */
export async function storeDemoPng(tx: Executor, storage: FileStorage, ownerId: string, fileName: string, rgb: [number, number, number], dimensions: [number, number] = [160, 100]): Promise<string> {
  const bytes = demoPng(dimensions[0], dimensions[1], rgb)
  const { key, size } = await storage.put(Readable.from([bytes]))
  const [row] = await tx.insert(files).values({ fileName, extension: 'png', size, contentType: 'image/png', storageKey: key, ownerId }).returning({ id: files.id })
  return row.id
}
