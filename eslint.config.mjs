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
      'src/app/(payload)/**',
      'migrations/*.ts',
      'test-results/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
]

export default config
