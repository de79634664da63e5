import { subscribe } from 'node:diagnostics_channel'
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * From now on, a connection of `server` is closed once its current response is sent, instead of
 * being kept open for a next request. `server.close()` closes the idle connections at once but
 * waits for the busy ones, which keep-alive would otherwise hold open until they time out. The
 * response's bytes are flushed first (`destroySoon`). Node publishes every finished response on
 * this channel; nothing listens to it before shutdown.
 */
export function closeConnectionsAfterResponse(server: Server): void {
  subscribe('http.server.response.finish', (message) => {
    const finished = message as { socket: Socket; server: Server }
    if (finished.server === server) finished.socket.destroySoon()
  })
}
