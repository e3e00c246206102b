/**
 * ESLint (flat config): typescript-eslint's recommended rules and the rules of React hooks, run by
 * `npm run lint` and `npm test`. LINTED lists the folders checked; a folder joins with one entry.
 */
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

const LINTED = ['server', 'common', 'codegen', 'scripts', 'tests', 'renderer', 'src', 'bench']

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'generated/**', '.tmp/**', 'storybook-static/**', '.peer-adapter/**', 'server/db/migrations/**'] },
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
    // The browser code (renderer, src, bench) keeps the rules of hooks and exhaustive-deps as errors.
    // React Compiler's advisory rules stay off until the code adopts the compiler: they flag the
    // loading flag set at the start of a data-fetching effect and the latest-value ref, patterns
    // this code uses on purpose (each has a test), and no compiler build depends on them yet.
    files: ['renderer/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/static-components': 'off',
    },
  },
  {
    // Tests edit schema JSON trees in place to build broken variants: any is the honest type there.
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
