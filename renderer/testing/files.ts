/** A File for upload tests: any name, type and (claimed) size without allocating it. */
export function fakeFile(name: string, size = 1024, type = ''): File {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}
