// `npm run bench -- [platform] [catalog] [ssr] [reviews] [cached] [checkout] [scale-out] [orders] [admin-products] [editor] [admin-first-load] [lighthouse] [options]`: the named benches in turn
// (default: platform, catalog and ssr), each given the same options. --duration, --warmup,
// --connections and --no-save are understood by the load benches; pass a bench's own options
// (`--slugs`, `--path`, `--routes`…) when running it alone. `-- --help` after a name shows them.
type Bench = (argv: string[]) => Promise<unknown>
const benches: Record<string, () => Promise<Bench>> = {
  platform: () => import('./platform.bench.ts').then((module) => module.runPlatformBench),
  catalog: () => import('./catalog.bench.ts').then((module) => module.runCatalogBench),
  ssr: () => import('./ssr.bench.ts').then((module) => module.runSsrBench),
  reviews: () => import('./reviews.bench.ts').then((module) => module.runReviewsBench),
  cached: () => import('./cached.bench.ts').then((module) => module.runCachedBench),
  checkout: () => import('./checkout.bench.ts').then((module) => module.runCheckoutBench),
  'scale-out': () => import('./scale-out.bench.ts').then((module) => module.runScaleOutBench),
  orders: () => import('./orders.bench.ts').then((module) => module.runOrdersBench),
  'admin-products': () =>
    import('./admin-products.bench.ts').then((module) => module.runAdminProductsBench),
  editor: () => import('./editor-chunk.ts').then((module) => module.runEditorChunkReport),
  'admin-first-load': () =>
    import('./admin-first-load.ts').then((module) => module.runAdminFirstLoadReport),
  lighthouse: () => import('./lighthouse.ts').then((module) => module.runLighthouse),
}

const args = process.argv.slice(2)
const names: string[] = []
while (args[0] !== undefined && !args[0].startsWith('-')) {
  const name = args.shift()!
  if (!(name in benches)) {
    console.error(`Unknown bench "${name}": ${Object.keys(benches).join(', ')}`)
    process.exit(2)
  }
  names.push(name)
}

for (const name of names.length ? names : ['platform', 'catalog', 'ssr']) {
  console.log(`\n=== ${name} ===`)
  try {
    await (
      await benches[name]!()
    )(args)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
    break
  }
}
