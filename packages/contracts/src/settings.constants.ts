// Plain values of the settings contracts, without zod: the app shell imports these (see README.md).

export const DEFAULT_FAVICON = '/favicon.svg'
