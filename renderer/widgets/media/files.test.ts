import { describe, expect, it } from 'vitest'
import { filesOf } from './files'

describe('filesOf', () => {
  it('reads Url / Name unless the schema names other keys', () => {
    expect(filesOf([{ Url: '/f/1', Name: 'a.png' }])).toEqual([{ url: '/f/1', name: 'a.png' }])
    expect(filesOf([{ FileUrl: '/f/1', FileName: 'a.png' }])).toEqual([])
    expect(filesOf([{ FileUrl: '/f/1', FileName: 'a.png' }], { urlField: 'FileUrl', nameField: 'FileName' })).toEqual([{ url: '/f/1', name: 'a.png' }])
  })

  it('takes one url string or a list of urls; skips items without a url', () => {
    expect(filesOf('/download-file?id=x1')).toEqual([{ url: '/download-file?id=x1', name: 'x1' }])
    expect(filesOf(['/a', '', { Name: 'no url' }])).toEqual([{ url: '/a', name: '/a' }])
    expect(filesOf(undefined)).toEqual([])
  })
})
