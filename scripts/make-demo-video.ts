/**
 * Makes the demo seed's short promo video, server/seed/assets/promo.webm (run once; the file is
 * committed): `npx tsx scripts/make-demo-video.ts`.
 *
 * There is no ffmpeg on these machines and no video in any npm package we use, but the system
 * Chromium has a VP8 encoder (WebCodecs): the page draws 6 s of an animated card at 25 fps and
 * encodes it, with a key frame every second, and this script writes the frames into a WebM file
 * with its duration and a cue (seek index) per key frame, so a player knows the length at once
 * and seeks by Range requests (MediaRecorder's WebM has neither). Shipped rather than made at
 * seed time: seeding must not need a browser, and 60 KB in the repository is cheaper.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const WIDTH = 320
const HEIGHT = 180
const FPS = 25
const SECONDS = 6
const OUT = path.resolve(import.meta.dirname, '../server/seed/assets/promo.webm')

interface Frame {
  key: boolean
  /** milliseconds */
  time: number
  data: Buffer
}

/** Frames encoded by Chromium's VideoEncoder from a canvas animation. */
async function encodeFrames(): Promise<Frame[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage()
    // WebCodecs needs a secure context: an empty page answered at http://localhost is one
    await page.route('http://localhost/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }))
    // tsx compiles with esbuild's keepNames: the function sent to the page calls its __name helper
    await page.addInitScript('globalThis.__name = (f) => f')
    await page.goto('http://localhost/')
    const frames = await page.evaluate(
      async ({ width, height, fps, seconds }) => {
        const canvas = new OffscreenCanvas(width, height)
        const g = canvas.getContext('2d')!
        const out: { key: boolean; time: number; data: string }[] = []
        const encoder = new VideoEncoder({
          output: (chunk) => {
            const bytes = new Uint8Array(chunk.byteLength)
            chunk.copyTo(bytes)
            out.push({ key: chunk.type === 'key', time: chunk.timestamp / 1000, data: btoa(String.fromCharCode(...bytes)) })
          },
          error: (e) => {
            throw e
          },
        })
        encoder.configure({ codec: 'vp8', width, height, bitrate: 80_000, framerate: fps })
        for (let i = 0; i < fps * seconds; i++) {
          const t = i / fps
          const hue = (200 + t * 20) % 360
          g.fillStyle = `hsl(${hue} 60% 35%)`
          g.fillRect(0, 0, width, height)
          g.fillStyle = 'rgba(255,255,255,0.85)'
          g.beginPath()
          g.arc(40 + ((width - 80) * t) / seconds, height / 2 + Math.sin(t * 3) * 40, 18, 0, Math.PI * 2)
          g.fill()
          g.font = 'bold 22px sans-serif'
          g.fillText(`OA ${t.toFixed(1)}s`, 16, 32)
          const frame = new VideoFrame(canvas, { timestamp: Math.round(t * 1_000_000) })
          encoder.encode(frame, { keyFrame: i % fps === 0 })
          frame.close()
        }
        await encoder.flush()
        return out
      },
      { width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS },
    )
    return frames.map((f) => ({ key: f.key, time: f.time, data: Buffer.from(f.data, 'base64') }))
  } finally {
    await browser.close()
  }
}

// --- a minimal WebM (Matroska) writer: EBML elements are id, size as a variable-length integer, data

function vint(size: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (size < 2 ** (7 * len) - 1) {
      const b = Buffer.alloc(len)
      let v = size
      for (let i = len - 1; i >= 0; i--) {
        b[i] = v & 0xff
        v = Math.floor(v / 256)
      }
      b[0] |= 0x80 >> (len - 1)
      return b
    }
  }
  throw new Error('element too large')
}
const uint = (n: number) => {
  const bytes: number[] = []
  do {
    bytes.unshift(n & 0xff)
    n = Math.floor(n / 256)
  } while (n > 0)
  return Buffer.from(bytes)
}
const float = (n: number) => {
  const b = Buffer.alloc(8)
  b.writeDoubleBE(n)
  return b
}
const el = (id: number, ...data: Buffer[]) => {
  const body = Buffer.concat(data)
  return Buffer.concat([uint(id), vint(body.length), body])
}

function webm(frames: Frame[]): Buffer {
  const header = el(0x1a45dfa3, el(0x4286, uint(1)), el(0x42f7, uint(1)), el(0x42f2, uint(4)), el(0x42f3, uint(8)), el(0x4282, Buffer.from('webm')), el(0x4287, uint(2)), el(0x4285, uint(2)))
  const duration = SECONDS * 1000
  const info = el(0x1549a966, el(0x2ad7b1, uint(1_000_000)), el(0x4489, float(duration)), el(0x4d80, Buffer.from('oa-demo')), el(0x5741, Buffer.from('oa-demo')))
  const tracks = el(0x1654ae6b, el(0xae, el(0xd7, uint(1)), el(0x73c5, uint(1)), el(0x83, uint(1)), el(0x86, Buffer.from('V_VP8')), el(0xe0, el(0xb0, uint(WIDTH)), el(0xba, uint(HEIGHT)))))
  // one cluster per key frame; a block's time is relative to its cluster's
  const clusters: { time: number; bytes: Buffer }[] = []
  let current: { time: number; blocks: Buffer[] } | undefined
  const close = () => current && clusters.push({ time: current.time, bytes: el(0x1f43b675, el(0xe7, uint(current.time)), ...current.blocks) })
  for (const f of frames) {
    if (f.key || !current) {
      close()
      current = { time: Math.round(f.time), blocks: [] }
    }
    const rel = Buffer.alloc(2)
    rel.writeInt16BE(Math.round(f.time) - current.time)
    current.blocks.push(el(0xa3, vint(1).subarray(0, 1), rel, Buffer.from([f.key ? 0x80 : 0x00]), f.data))
  }
  close()
  // Cues go before the clusters, so a player finds them without a seek head; positions count from
  // the start of the segment's data, and the cues' own size is fixed by using 8-byte positions.
  const cuePoint = (time: number, pos: number) => {
    const p = Buffer.alloc(8)
    p.writeBigUInt64BE(BigInt(pos))
    return el(0xbb, el(0xb3, uint(time)), el(0xb7, el(0xf7, uint(1)), el(0xf1, p)))
  }
  const cuesSize = el(0x1c53bb6b, ...clusters.map((c) => cuePoint(c.time, 0))).length
  let pos = info.length + tracks.length + cuesSize
  const points = clusters.map((c) => {
    const point = cuePoint(c.time, pos)
    pos += c.bytes.length
    return point
  })
  const cues = el(0x1c53bb6b, ...points)
  const segment = el(0x18538067, info, tracks, cues, ...clusters.map((c) => c.bytes))
  return Buffer.concat([header, segment])
}

const frames = await encodeFrames()
const file = webm(frames)
writeFileSync(OUT, file)
console.log(`${OUT}: ${frames.length} frames, ${file.length} bytes`)
