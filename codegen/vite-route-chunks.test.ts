import { describe, expect, it } from 'vitest'
import { stageOwners, staticClosure, type ModuleGraph } from './vite-route-chunks'

/** a module graph from { id: [code, imported ids] }; specifiers resolve to the id of the same name under /nm/ or / */
function graph(modules: Record<string, { code?: string; imports?: string[]; entry?: boolean }>): ModuleGraph {
  return {
    ids: () => Object.keys(modules),
    info: (id) => (modules[id] ? { isEntry: Boolean(modules[id].entry), importedIds: modules[id].imports ?? [], code: modules[id].code ?? '' } : null),
    resolve: async (source, importer) => {
      const dir = importer.slice(0, importer.lastIndexOf('/'))
      const id = source.startsWith('.') ? `${dir}/${source.slice(2)}.js` : `/node_modules/${source}/es/index.js`
      return modules[id] ? id : null
    },
  }
}

const ANTD = '/node_modules/antd/es/index.js'
const antd = {
  [ANTD]: {
    code: "export { default as Button } from './button';\nexport { default as Table } from './table';",
    imports: ['/node_modules/antd/es/button.js', '/node_modules/antd/es/table.js'],
  },
  '/node_modules/antd/es/button.js': { imports: ['/node_modules/antd/es/wave.js'] },
  '/node_modules/antd/es/wave.js': {},
  '/node_modules/antd/es/table.js': {},
}

describe('staticClosure', () => {
  it('goes through an index module only to the names taken from it', async () => {
    const g = graph({ ...antd, '/src/page.js': { code: "import { Button } from 'antd'", imports: [ANTD] } })
    expect([...(await staticClosure(g, ['/src/page.js']))].sort()).toEqual(['/node_modules/antd/es/button.js', '/node_modules/antd/es/wave.js', '/src/page.js'])
  })

  it('takes the whole index for a name the index defines itself or an import it cannot read', async () => {
    const g = graph({ ...antd, '/src/page.js': { code: "import * as all from 'antd'", imports: [ANTD] } })
    expect(await staticClosure(g, ['/src/page.js'])).toContain('/node_modules/antd/es/table.js')
  })
})

describe('stageOwners', () => {
  it('gives the entry its static imports, then each stage what is left of its own', async () => {
    const g = graph({
      ...antd,
      '/src/main.js': { entry: true, code: "import { Button } from 'antd'", imports: [ANTD] },
      '/src/login.js': { code: "import { Button } from 'antd'", imports: [ANTD, '/src/brand.js'] },
      '/src/brand.js': {},
      '/src/list.js': { code: "import { Table } from 'antd'", imports: [ANTD, '/src/brand.js'] },
    })
    const owner = await stageOwners(g, '/', 'boot', [
      { name: 'login', module: 'src/login.js' },
      { name: 'list', module: 'src/list.js' },
    ])
    expect(Object.fromEntries(owner)).toEqual({
      '/src/main.js': 'boot',
      '/node_modules/antd/es/button.js': 'boot',
      '/node_modules/antd/es/wave.js': 'boot',
      '/src/login.js': 'login',
      '/src/brand.js': 'login',
      '/src/list.js': 'list',
      '/node_modules/antd/es/table.js': 'list',
    })
  })
})
