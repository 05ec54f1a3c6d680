import { z } from 'zod'

// zod probes `new Function` when it builds an object schema, to pick a faster validator. The site's
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation in the browser, so
// every schema the browser loads imports zod from here, where the probe is switched off first.
z.config({ jitless: true })

export { z }
