import { z } from 'zod'

// zod probes `new Function` to pick a faster validator, which the CSP reports as a violation, so
// every schema the browser loads imports zod from here, with the probe off.
z.config({ jitless: true })

export { z }
