import http from 'node:http'

/** One answer of the shop server, byte for byte, as the floor server replays it. */
export interface CapturedAnswer {
  /** Path and query, as requested. */
  path: string
  status: number
  headers: Record<string, string | string[]>
  /** The body as it went over the wire (compressed when it was), base64. */
  body: string
}

export const FLOOR_READY_PATH = '/__floor/ready'

// Per connection or per response: the floor's own HTTP stack writes them.
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
])

/** GETs `path` with `headers` and keeps the raw body (not decompressed) and the headers. */
export function captureAnswer(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<CapturedAnswer & { bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const kept: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !NOT_REPLAYED.has(name)) kept[name] = value
        }
        const body = Buffer.concat(chunks)
        resolve({
          path,
          status: response.statusCode ?? 0,
          headers: kept,
          body: body.toString('base64'),
          bytes: body.byteLength,
        })
      })
    })
    request.setTimeout(30_000, () => request.destroy(new Error(`${path}: no answer in 30 s`)))
    request.on('error', reject)
  })
}
