// vite.config.ts: a loader of the site footer's chunk, by its URL in the browser.
declare module 'virtual:site-footer-chunk' {
  const load: () => Promise<typeof import('./site-footer')>
  export default load
}
