// vite.config.ts: a loader of the product page's below-the-fold chunk, by its URL in the browser.
declare module 'virtual:product-below-fold-chunk' {
  const load: () => Promise<typeof import('./product-below-fold')>
  export default load
}
