import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'src/payload-types.ts', 'src/app/(payload)/**', 'migrations/*.ts', 'test-results/**', '.stryker-tmp/**', 'reports/**'],
  },
]

export default config
