// What a flash sale's countdown says, from the milliseconds left.

const SECOND = 1000

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** Whole seconds left, never below zero; a part of a second still counts as one. */
export function secondsLeft(msLeft: number): number {
  return Number.isFinite(msLeft) ? Math.max(0, Math.ceil(msLeft / SECOND)) : 0
}

function parts(msLeft: number) {
  const total = secondsLeft(msLeft)
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/** `00:59:12`, and with days past 24 hours `2 ngày 03:10:05`. */
export function formatCountdown(msLeft: number): string {
  const { days, hours, minutes, seconds } = parts(msLeft)
  const pastADay = secondsLeft(msLeft) > 86_400
  const clock = `${twoDigits(pastADay ? hours : hours + 24 * days)}:${twoDigits(minutes)}:${twoDigits(seconds)}`
  return pastADay ? `${days} ngày ${clock}` : clock
}

/** The sentence a screen reader reads: `Giảm giá kết thúc sau 2 ngày 3 giờ 10 phút 5 giây.` */
export function countdownSentence(msLeft: number): string {
  const { days, hours, minutes, seconds } = parts(msLeft)
  if (days + hours + minutes + seconds === 0) return 'Chương trình giảm giá đã kết thúc.'
  const said = [
    [days, 'ngày'],
    [hours, 'giờ'],
    [minutes, 'phút'],
    [seconds, 'giây'],
  ]
    .filter(([value]) => value !== 0)
    .map(([value, unit]) => `${value} ${unit}`)
  return `Giảm giá kết thúc sau ${said.join(' ')}.`
}
