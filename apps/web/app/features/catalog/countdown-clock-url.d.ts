// The address of the countdown clock's own chunk, made by vite.config.ts (countdownClockChunk).
declare module 'virtual:countdown-clock-url' {
  const url: string
  export default url
}
