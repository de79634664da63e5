import { z } from 'zod'

// zod's own messages (type mismatches and the like) in Vietnamese, on the server and in the browser.
z.config(z.locales.vi())
