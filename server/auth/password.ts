/**
 * Password hashing with scrypt (memory-hard, in node:crypto, so no native add-on). The
 * parameters and the salt are stored with the hash so they can be raised later without
 * invalidating old hashes.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// N=2^15, r=8: 32 MiB per hash, about 50-100 ms on a server core (OWASP's scrypt minimum is 2^17 at
// r=8, p=1 for 128 MiB; 2^15 keeps sign-in snappy on small demo machines while still memory-hard).
const N = 1 << 15
const R = 8
const P = 1
const KEYLEN = 32

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$')
  if (algo !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash of nothing, checked when the user does not exist so both answers take as long. */
let dummy: Promise<string> | undefined
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('base64'))
  return dummy
}

/** A strong random password (16 characters by default) with at least one of each of four classes. */
export function randomPassword(length = 16): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%+=!']
  const all = sets.join('')
  const pick = (s: string) => s[randomInt(s.length)]
  const chars = [...sets.map(pick), ...Array.from({ length: Math.max(0, length - sets.length) }, () => pick(all))]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j], chars[i]]
  }
  return chars.join('')
}
