// vite.config.ts: a loader of the search suggestions' chunk, by its URL in the browser.
declare module 'virtual:suggestion-list-chunk' {
  const load: () => Promise<typeof import('./suggestion-list')>
  export default load
}
