/**
 * The CJK font every server PDF embeds. Noto Sans SC (OFL) ships through npm as plain TrueType
 * files, so `npm ci` on a fresh machine brings it and nothing is fetched at run time; PDFKit
 * embeds only the glyphs a document uses (a subset of a few kilobytes) with a ToUnicode map,
 * so the Chinese text is both drawn the same everywhere and extractable. docs/architecture.md,
 * "Server PDFs", says why this and not a non-embedded STSong-Light.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const PACKAGE = '@expo-google-fonts/noto-sans-sc'

export const FONT_FILES = {
  regular: require.resolve(`${PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`),
  bold: require.resolve(`${PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`),
} as const

export type FontWeight = keyof typeof FONT_FILES

// ~10 MB each: read once per process, on the first PDF, not at server start.
let loading: Promise<Record<FontWeight, Buffer>> | undefined

export function loadFonts(): Promise<Record<FontWeight, Buffer>> {
  loading ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
