/**
 * Hardening of every answer (issue 13 s.4): security headers and no-store, menu addresses, active
 * content refused on upload, hidden characters out of stored file names, API docs for administrators
 * only in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { memorySmsProvider } from '../../server/modules/auth/sms-provider'
import { helmetHeaders } from '../../server/http/security-headers'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

describe('headers of every answer', () => {
  it('CSP (enforced) without inline script, no framing, no referrer, nosniff; API answers are never stored', async () => {
    for (const [url, token] of [
      ['/api/app/my-profile', admin],
      ['/api/app/my-profile', undefined],
      ['/api/nothing-here', admin],
    ] as const) {
      const res = await h.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })
      expect(res.headers['content-security-policy-report-only']).toBeUndefined()
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['cache-control']).toBe('no-store')
      // helmet's whole set, worked out once at start (server/http/security-headers.ts)
      for (const [name, value] of Object.entries(helmetHeaders())) expect(res.headers[name], name).toBe(value)
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(res.headers['x-powered-by']).toBeUndefined()
    }
  })
})

describe('menu addresses', () => {
  it('only in-application paths and http(s) addresses', async () => {
    const parents = await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/apb-menu/parent-menu', { token: admin })
    const base = { ParentId: parents.body.Data.find((p) => p.Name === '系统设置')!.Id, Name: '外链', Authority: 'System.ExtLink', Sort: 10, Path: 'child_ext_link' }
    for (const url of ['javascript:alert(document.cookie)', 'JavaScript:alert(1)', '//evil.example/x', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const res = await h.call('POST', '/api/app/apb-menu/menu', { token: admin, body: { ...base, Url: url } })
      expect(res.status, url).toBe(400)
      expect(res.body.Data).toEqual({ Errors: [{ Field: 'Url', Message: '菜单地址：请输入以/开头的站内地址或http(s)地址' }] })
    }
    expect((await h.call('POST', '/api/app/apb-menu/menu', { token: admin, body: { ...base, Url: 'https://example.com/help' } })).status).toBe(200)
  })
})

describe('uploads', () => {
  const upload = (name: string, content: Buffer | string) => {
    const body = multipart(name, content)
    return h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${admin}` } })
  }

  it('active content is refused with 415: html, script, programs, no extension, an SVG with script', async () => {
    for (const [name, content] of [
      ['page.html', '<p>hi</p>'],
      ['page.HTM', '<p>hi</p>'],
      ['app.js', 'alert(1)'],
      ['setup.exe', 'MZ'],
      ['run.bat', 'echo'],
      ['README', 'no extension'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['logo2.svg', `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(70_000)}<rect onload="alert(1)"/></svg>`],
    ] as const) {
      const res = await upload(name, content)
      expect(res.statusCode, name).toBe(415)
      expect(res.json().Message).toBe('暂不支持该文件')
    }
    expect((await upload('plain.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')).statusCode).toBe(200)
  })

  it('a right-to-left override and other hidden characters are removed from the stored name', async () => {
    const res = await upload('invoice\u202Egpj.png', SAMPLES.png)
    expect(res.statusCode).toBe(200)
    expect(res.json().Data.Name).toBe('invoicegpj.png')
    const zw = await upload('a\u200Bb\u2066c\u0085.png', SAMPLES.png)
    expect(zw.json().Data.Name).toBe('abc.png')
  })
})

describe('API docs', () => {
  it('open in development', async () => {
    expect((await h.call('GET', '/api/docs/json')).status).toBe(200)
  })

  it('in production only to administrators', async () => {
    const env = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const app = await buildApp({ db: h.db, tokenTtl: 3600, sms: memorySmsProvider() })
    process.env.NODE_ENV = env
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401)
      await h.addUser('D0001', ['普通员工'])
      const plain = await h.tokenFor('D0001')
      expect((await app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${plain}` } })).statusCode).toBe(403)
      expect((await app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})
