import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

// The libraries every page runs go into one `framework` chunk: it compresses better than the
// handful of pieces the default split makes (about 5 kB gzip less first-load JS per page) and stays
// cached across deploys. Browser build only; devtools and lazy libraries are left out on purpose.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/

// The app's own small shared modules (helpers, layout and UI components, the query options of every
// feature, zod-free contract values, Vietnamese formatting) in one `shell` chunk instead of about
// twenty-five files: a page's first load is 14–16 requests instead of 38–41, which on a slow
// HTTP/1.1 link moved Lighthouse's mobile performance from 85–91 to 93–96 (median of 3, bench/).
const SHELL =
  /[\\/]apps[\\/]web[\\/]app[\\/](lib[\\/]|components[\\/](layout|ui)[\\/]|components[\\/]error-page|features[\\/][\w-]+[\\/]api[\\/]get-)|[\\/]packages[\\/]vn[\\/]src[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/][\w.-]*(constants|paths|media)\.ts$/

// Kept out of the shell: what only the account, checkout, auth, news and classifieds pages use
// (form kits, picture uploads, order, address, review and article queries, and the constants and messages of those
// contracts). The catalogue pages never import them, yet carried them in their first load: 4.0–4.2
// of the home, list and product pages' 151.4–152.3 kB gzip (bench/lighthouse.ts). The other pages
// load them as one or two more small files. The back office (`features/admin`, its routes and the
// admin contracts' plain values) never joins the shell: no shop page loads any of it (ADR 035).
const NOT_SHELL =
  /[\\/]app[\\/](features[\\/]admin[\\/]|components[\\/]layout[\\/](account-sidebar|checkout-layout|site-footer|header-menus)|components[\\/]ui[\\/](form-alert|form-fields|form-section|text-field|shop-dialog)|lib[\\/](form-errors|use-api-form|page-number|image-upload|use-hydrated)|features[\\/](checkout|classifieds|news|orders)[\\/]api[\\/]|features[\\/]reviews[\\/]|features[\\/]stores[\\/]api[\\/]get-store\.|features[\\/]wishlist[\\/]api[\\/]get-wishlist\.)|[\\/]packages[\\/]contracts[\\/]src[\\/]((orders|checkout|payments|classifieds|auth|admin[\w-]*|two-factor|audit|banks|dashboard|reviews)\.constants|admin-paths)\.ts$/

const FORM_KIT =
  /[\\/]app[\\/](components[\\/]ui[\\/](form-alert|form-fields|text-field)|lib[\\/](form-errors|use-api-form))\.tsx?$/

// The flash-sale countdown's clock is a chunk of its own, loaded by address once a countdown is on
// the page (features/catalog/components/sale-countdown.tsx): a plain `import()` would bring Vite's
// preload helper, about 0.9 kB gzip, into the first load of every catalogue page, which stay
// under 150 kB (e2e/tests/first-load.spec.ts). `virtual:countdown-clock-url` is its address.
function countdownClockChunk(): Plugin {
  const virtual = '\0virtual:countdown-clock-url'
  const source = new URL('./app/features/catalog/countdown-clock.ts', import.meta.url).pathname
  return {
    name: 'phiencho:countdown-clock-chunk',
    resolveId: (id) => (id === 'virtual:countdown-clock-url' ? virtual : undefined),
    load(id) {
      if (id !== virtual) return undefined
      // The server's render never loads it; the dev server serves the module at its path.
      if (this.environment.config.consumer !== 'client') return `export default ''`
      if (this.environment.mode === 'dev') {
        return `export default '/app/features/catalog/countdown-clock.ts'`
      }
      const ref = this.emitFile({ type: 'chunk', id: source })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
  }
}

// Parts rendered by the server but needed by the browser only after the page is interactive are
// lazy chunks loaded by address for the same reason: what a product page shows under its buying
// box (description, reviews, related products; routes/catalog/lazy-product-below-fold.tsx), the
// site's footer (components/layout/lazy-site-footer.tsx), the header's menus
// (components/layout/lazy-header-menus.tsx), the products recently viewed, which only the browser
// knows (features/catalog/recently-viewed) and the header search's list of
// suggestions (features/search/components/header-search.tsx), shown once a shopper types. Each `virtual:<name>-chunk` exports a
// loader that imports the part by its URL in the browser, and by its path on the server, whose
// render awaits it.
const LAZY_PARTS: Record<string, string> = {
  'virtual:product-below-fold-chunk': './app/routes/catalog/product-below-fold.tsx',
  'virtual:site-footer-chunk': './app/components/layout/site-footer.tsx',
  'virtual:header-menus-chunk': './app/components/layout/header-menus.tsx',
  'virtual:recently-viewed-chunk': './app/features/catalog/recently-viewed/recently-viewed.tsx',
  'virtual:suggestion-list-chunk': './app/features/search/components/suggestion-list.tsx',
}

function lazyPartChunks(): Plugin {
  return {
    name: 'phiencho:lazy-part-chunks',
    resolveId: (id) => (id in LAZY_PARTS ? `\0${id}` : undefined),
    load(id) {
      const part = id.startsWith('\0') ? LAZY_PARTS[id.slice(1)] : undefined
      if (!part) return undefined
      const source = new URL(part, import.meta.url).pathname
      if (this.environment.config.consumer !== 'client' || this.environment.mode === 'dev') {
        return `export default () => import(${JSON.stringify(source)})`
      }
      const ref = this.emitFile({ type: 'chunk', id: source })
      return `export default () => import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${ref})`
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), countdownClockChunk(), lazyPartChunks()],
  environments: {
    client: {
      build: {
        // The rich-text editor (CKEditor 5, ~840 kB raw, ~220 kB gzip) is one lazy chunk loaded on
        // the ad form only (bench/editor-chunk.ts checks no other page loads it).
        chunkSizeWarningLimit: 900,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 10 },
                {
                  name: 'shell',
                  test: (id: string) => SHELL.test(id) && !NOT_SHELL.test(id),
                  priority: 5,
                },
                // Every form of the shop and the back office uses these together; as one file they
                // weigh less than the three or four the bundler would otherwise cut them into.
                { name: 'form-kit', test: FORM_KIT, priority: 4 },
              ],
            },
          },
        },
      },
    },
  },
})
