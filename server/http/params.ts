/** Pieces of route schemas for query strings and path parameters (validated by ./validator-compiler.ts). */

/** A text parameter of at most `max` characters. */
export const text = (max = 100) => ({ type: 'string', maxLength: max }) as const

/** A query string of text parameters (`workno`, `keyword`...), each at most `max` characters. */
export function textQuery(names: readonly string[], max = 100, required: readonly string[] = []) {
  return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, text(max)])), ...(required.length ? { required } : {}) }
}

/** The path parameter `name` (`/things/:id`): an id of at most 100 characters; handlers answer 404 for an unknown one. */
export function idParams(name = 'id', description = '编号') {
  return { type: 'object', required: [name], properties: { [name]: { type: 'string', maxLength: 100, description } } }
}

export type IdParams = { Params: { id: string } }
