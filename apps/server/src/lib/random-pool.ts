import { randomFillSync } from 'node:crypto'

// Each call to the system's random source costs a system call, which on a virtual machine weighs
// more than the rest of a cached page's answer. Bytes are drawn 4 KiB at a time from the same
// CSPRNG and handed out once each, as Node does for randomUUID().
const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let offset = POOL_BYTES

/** `size` fresh random bytes (at most 4 KiB), never handed out twice. */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) throw new RangeError(`At most ${POOL_BYTES} pooled random bytes`)
  if (offset + size > POOL_BYTES) {
    randomFillSync(pool)
    offset = 0
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size))
  // The handed-out bytes leave the pool, so no later read of it can see them.
  pool.fill(0, offset, offset + size)
  offset += size
  return bytes
}
