import { LRUCache } from 'lru-cache'

/**
 * A yes/no check of a request header remembered per distinct value: requests repeat a handful of
 * hosts and agents, and the expressions behind such checks cost about 1 % of a small kept answer.
 */
export function rememberedCheck(check: (value: string) => boolean, max: number) {
  const answers = new LRUCache<string, boolean>({ max })
  return (value: string): boolean => {
    let answer = answers.get(value)
    if (answer === undefined) {
      answer = check(value)
      answers.set(value, answer)
    }
    return answer
  }
}
