import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { noDatabase } from '../../server/context'
import { logSmsProvider } from '../../server/modules/auth/sms-provider'

let dir: string
let app: FastifyInstance
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'oa-ui-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)')
  // The UI and the 404s need no database: prove it by giving the app none.
  app = await buildApp({ db: noDatabase(), tokenTtl: 60, sms: logSmsProvider(), uiDir: dir })
})
afterAll(async () => {
  await app?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('one process serves the built UI next to the API', () => {
  it('client-side routes get index.html', async () => {
    for (const url of ['/', '/login', '/system/role?x=1']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body).toContain('id="root"')
    }
  })

  it('built assets are served as files, cached for long', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(1)')
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('unknown API paths stay 404 in the envelope, not the SPA', async () => {
    for (const url of ['/api/missing', '/connect/missing']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ Code: 404, Message: '请求的资源不存在', Data: null })
    }
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404)
    const bad = await app.inject({ method: 'GET', url: '/%E0%A4%A' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ Code: 400 })
  })
})
