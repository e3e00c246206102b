/**
 * A displayable address of a stored file: pictures through the DataProvider's fileSrc (a blob URL
 * fetched with the bearer header, revoked when no longer shown), videos through its mediaSrc (an
 * address the <video> element streams from by Range requests). Without those methods the url is
 * used as it is. `failed` when the provider could not give one.
 */
import { useEffect, useState } from 'react'
import { useDataProvider } from '../../data/provider'

export function useFileSrc(url: string | undefined, type: 'image' | 'video' = 'image'): { src?: string; failed: boolean } {
  const dp = useDataProvider()
  const [state, setState] = useState<{ for?: string; src?: string; failed: boolean }>({ failed: false })
  useEffect(() => {
    if (!url) return
    const get = type === 'video' ? dp.mediaSrc : dp.fileSrc
    if (!get) {
      setState({ for: url, src: url, failed: false })
      return
    }
    let live = true
    let made: string | undefined
    get.call(dp, url).then(
      (src) => {
        made = src
        if (live) setState({ for: url, src, failed: false })
        else if (type === 'image' && src.startsWith('blob:')) URL.revokeObjectURL(src)
      },
      () => live && setState({ for: url, failed: true }),
    )
    return () => {
      live = false
      if (made && type === 'image' && made.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(made)
    }
  }, [dp, url, type])
  return state.for === url ? { src: state.src, failed: state.failed } : { failed: false }
}
