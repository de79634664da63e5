import os from 'node:os'
import path from 'node:path'

/**
 * Where test runs keep the demo pictures (`SEED_PICTURE_CACHE`): the seeds of the suite's fresh
 * databases copy them instead of drawing each its own. The suite's global setup draws them.
 */
export const SEED_PICTURE_CACHE_DIR = path.join(os.tmpdir(), 'phiencho-seed-pictures')
