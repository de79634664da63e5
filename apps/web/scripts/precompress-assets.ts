import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// The built scripts and stylesheets never change under their hashed names, so they are compressed
// once here at the strongest settings and served as they are (`preCompressed` in the server's
// static files): no CPU per request, and smaller than what is compressed on the fly (ADR 016).
const CLIENT_ASSETS = path.resolve(import.meta.dirname, '../build/client/assets')
const COMPRESSIBLE = /\.(js|css|svg|json)$/
const SMALLEST = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const files = (await readdir(CLIENT_ASSETS)).filter((name) => COMPRESSIBLE.test(name))
let count = 0
let raw = 0
let compressed = 0
await Promise.all(
  files.map(async (name) => {
    const file = path.join(CLIENT_ASSETS, name)
    if ((await stat(file)).size < SMALLEST) return
    const content = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count++
    raw += content.length
    compressed += br.length
  }),
)
console.log(
  `precompressed ${count} assets: ${(raw / 1024).toFixed(0)} kB → ${(compressed / 1024).toFixed(0)} kB brotli`,
)
