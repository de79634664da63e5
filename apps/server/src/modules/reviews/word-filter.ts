import { normaliseSearchText } from '@phiencho/vn'

// The words that hold a review for a moderator before anyone sees it. Matched on the text without
// marks and in lower case, as whole words: "ĐM", "Đm" and "dm" are one word to a shopper. Only
// words and phrases that stay unambiguous without their marks are listed: "lớn", "buổi", "các",
// "đeo", "hạt óc chó", "đồ ngủ", "mặt dây", "còn ngủ" must pass, which rules out the insults that
// fold to the same letters.

const VULGAR = [
  'dm',
  'dmm',
  'dcm',
  'dcmm',
  'dkm',
  'dmvl',
  'vcl',
  'vkl',
  'vcc',
  'clgt',
  'cmm',
  'cmnr',
  'occho',
  'dit me',
  'dit mia',
  'dit con me',
  'du ma',
  'thang ngu',
  'ngu nhu cho',
  'ngu nhu bo',
  'fuck',
  'fucking',
  'shit',
  'bitch',
]

const phrases = VULGAR.map((phrase) => ` ${phrase} `)

/** The text as the filter reads it: lower case, without marks, words between single spaces. */
export const foldedWords = (text: string): string => ` ${normaliseSearchText(text)} `

/** A Vietnamese mobile number, however it is spaced or dotted (0912 345 678, +84.912.345.678). */
const PHONE = /(?<![\d])(?:\+?84|0)[\s.-]*[35789](?:[\s.-]*\d){8}(?!\d)/
/** An address to go elsewhere: a scheme, www., or a name under a common top-level domain. */
const LINK =
  /(?:\b(?:https?|ftp):\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|vn|net|org|info|biz|shop|store|xyz|top|online|site|me|io|ly|gl)\b)/i
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/

/** Why a text is held: vulgar or abusive words, or a way to reach someone outside the shop. */
export type HeldWords = 'vulgar' | 'contact'

export function heldWords(text: string): HeldWords | null {
  const words = foldedWords(text)
  if (phrases.some((phrase) => words.includes(phrase))) return 'vulgar'
  if (PHONE.test(text) || LINK.test(text) || EMAIL.test(text)) return 'contact'
  return null
}

/** Whether a review's text must wait for a moderator (its words tripped the filter). */
export const tripsWordFilter = (text: string): boolean => heldWords(text) !== null
