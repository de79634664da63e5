import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The libraries every page runs go into one `framework` chunk: it compresses better than the
// handful of pieces the default split makes (about 5 kB gzip less first-load JS per page) and stays
// cached across deploys. Browser build only; devtools and lazy libraries are left out on purpose.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        // The rich-text editor (CKEditor 5, ~840 kB raw, ~220 kB gzip) is one lazy chunk loaded on
        // the ad form only (bench/editor-chunk.ts checks no other page loads it).
        chunkSizeWarningLimit: 900,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK, priority: 10 }] },
          },
        },
      },
    },
  },
})
