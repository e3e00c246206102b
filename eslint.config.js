/**
 * ESLint (flat config): typescript-eslint's recommended rules and the rules of React hooks, run by
 * `npm run lint` and `npm test`. LINTED lists the folders checked; a folder joins with one entry.
 */
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const LINTED = ['server', 'common', 'codegen', 'scripts', 'tests']

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'generated/**', '.tmp/**', 'storybook-static/**', 'server/db/migrations/**'] },
  {
    files: LINTED.map((dir) => `${dir}/**/*.{ts,tsx}`),
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `_`-prefixed names are deliberately unused (a destructured field left out of a copy)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests edit schema JSON trees in place to build broken variants: any is the honest type there.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
