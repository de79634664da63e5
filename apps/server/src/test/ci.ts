/** On CI a test that needs a service (Redis) fails without it instead of being skipped. */
export const onCi = process.env.CI === 'true'
