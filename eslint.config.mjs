import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Taking a key out of an object by destructuring it beside a rest (the intake's stored fields) is not an unused variable.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'src/payload-types.ts',
      // Payload's generated files only; the site's route handlers in src/app/api are linted.
      'src/app/(payload)/layout.tsx',
      'src/app/(payload)/admin/**',
      'src/app/(payload)/api/[[]...slug]/route.ts',
      'migrations/*.ts',
      'test-results/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
]

export default config
