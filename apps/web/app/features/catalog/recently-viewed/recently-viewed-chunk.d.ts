// vite.config.ts: a loader of the recently viewed products' chunk, by its URL in the browser.
declare module 'virtual:recently-viewed-chunk' {
  const load: () => Promise<typeof import('./recently-viewed')>
  export default load
}
