/** Hands a fetched file (a blob URL) to the browser as a download named `name`, then lets the blob go. */
export async function saveFile(href: string, name: string): Promise<void> {
  const a = document.createElement('a')
  a.href = href
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  // the browser has taken the bytes once the click has been handled
  if (href.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL?.(href), 60_000)
}
