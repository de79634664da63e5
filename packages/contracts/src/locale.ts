import { z } from 'zod'

// zod's own messages (type mismatches and the like) in Vietnamese, on the server and in the browser.
// In the browser zod also goes without the parsers it compiles with `new Function`: the pages' CSP
// has no 'unsafe-eval', and even zod's caught probe for it is reported as a violation.
z.config({ ...z.locales.vi(), jitless: 'window' in globalThis })
