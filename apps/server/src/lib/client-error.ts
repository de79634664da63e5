import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { messages } from '@phiencho/contracts'

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a request line
 * that is not HTTP) answers in the API's shape and language, as every other error does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400
  const message =
    status === 431
      ? messages.headersTooLarge
      : status === 408
        ? messages.requestTimeout
        : messages.badRequest
  const body = JSON.stringify({ message })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
