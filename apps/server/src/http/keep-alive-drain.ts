import type http from 'node:http';
import net from 'node:net';

/** The longest a shutdown waits for busy keep-alive clients to be told to go. */
const DRAIN_MAX_MS = 1500;
/** A connection that sent nothing for this long is idle, and closing it races nothing. */
const QUIET_MS = 150;

/**
 * Graceful close for keep-alive clients. Closing an idle keep-alive connection races the
 * client's next request already on the wire: the client sees a reset. So a closing server
 * stops accepting first, answers every request still arriving with `Connection: close`
 * (the client opens no further request on that connection), and lets the close of idle
 * connections (Fastify, Node) happen once requests have gone quiet, or after DRAIN_MAX_MS.
 */
export class KeepAliveDrain {
  #isClosing = false;
  #lastRequestAt = 0;

  /** Called for every request before it is answered; costs a comparison until closing. */
  onRequest(response: http.ServerResponse): void {
    if (!this.#isClosing) return;
    this.#lastRequestAt = Date.now();
    response.shouldKeepAlive = false;
  }

  /** Stops accepting connections and waits for the busy ones to take their last answer. */
  async drain(server: http.Server): Promise<void> {
    this.#isClosing = true;
    if (!server.listening) return;
    // Requests may be on the wire right now: wait for one quiet spell before trusting idleness.
    this.#lastRequestAt = Date.now();
    // net's close, not http's: http's also closes the idle connections at once.
    net.Server.prototype.close.call(server);
    const until = Date.now() + DRAIN_MAX_MS;
    while (Date.now() < until && Date.now() - this.#lastRequestAt < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 3));
    }
  }
}
