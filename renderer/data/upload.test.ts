import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, normalizeAccept, refusal } from './upload'

describe('browser checks', () => {
  it('extension against accept, then the 2 GB limit', () => {
    const images = normalizeAccept(['.JPG', 'jpeg', 'png'])
    expect(images).toEqual(['jpg', 'jpeg', 'png'])
    expect(normalizeAccept('pdf, docx')).toEqual(['pdf', 'docx'])
    expect(refusal({ name: 'a.Jpg', size: 10 }, images)).toBeNull()
    expect(refusal({ name: 'a.pdf', size: 10 }, images)).toBe('暂不支持该文件')
    expect(refusal({ name: 'noext', size: 10 }, images)).toBe('暂不支持该文件')
    expect(refusal({ name: 'a.zip', size: MAX_UPLOAD_BYTES }, [])).toBeNull()
    expect(refusal({ name: 'a.zip', size: MAX_UPLOAD_BYTES + 1 }, [])).toBe('暂不支持上传大于2G的文件')
  })
})
