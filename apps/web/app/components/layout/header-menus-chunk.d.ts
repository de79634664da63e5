// vite.config.ts: a loader of the header's menus' chunk, by its URL in the browser.
declare module 'virtual:header-menus-chunk' {
  const load: () => Promise<typeof import('./header-menus')>
  export default load
}
