import { runPlatformBench } from './platform.bench.ts'

// `npm run bench -w @phiencho/bench -- --database postgres://…` passes options to each bench.
await runPlatformBench(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
