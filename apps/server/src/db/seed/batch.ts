/** Runs `insert` over consecutive slices of `rows`, one statement each (PostgreSQL caps parameters at 65,535). */
export async function insertInBatches<T, R>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < rows.length; i += size) {
    results.push(await insert(rows.slice(i, i + size)))
  }
  return results
}
