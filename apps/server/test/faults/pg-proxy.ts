import net from 'node:net';

/**
 * A TCP proxy between Kurz and PostgreSQL that the scenarios can turn into a bad network:
 * latency on every chunk, a stall (nothing forwarded until `resume`), or a reset of every
 * open connection. It also reads the statements clients send (the protocol's Query and
 * Parse messages), so a scenario can count the database reads a request pattern costs.
 */
export interface PgProxy {
  /** `postgres://…` through the proxy to `database`. */
  url(database: string): string;
  /** Added to every chunk in both directions (ms). */
  latencyMs: number;
  /** Forwards nothing (buffers it) until `resume`. */
  stall(): void;
  resume(): void;
  /**
   * On the first connection that sends a statement matching `pattern`, forwards the
   * statement but holds back every reply after it (the server acts, the client never
   * hears); resolves once that happened. `resetAll` then makes the answer lost for good.
   */
  holdRepliesAfter(pattern: RegExp): Promise<void>;
  /** Resets (TCP RST) every open connection, both sides. */
  resetAll(): void;
  /** The SQL text of every statement clients sent, oldest first. */
  readonly statements: string[];
  readonly openConnections: number;
  close(): Promise<void>;
}

export async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  const statements: string[] = [];
  let stalled = false;
  const held: Array<() => void> = [];
  let replyHold: { pattern: RegExp; matched: () => void } | null = null;

  const proxy: PgProxy = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    latencyMs: 0,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    holdRepliesAfter(pattern) {
      return new Promise<void>((matched) => {
        replyHold = { pattern, matched };
      });
    },
    resetAll() {
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    statements,
    get openConnections() {
      return pairs.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.resetAll();
        server.close(() => resolve());
      }),
  };

  /** Forwards a chunk after the latency, or once the stall ends; in order either way. */
  const forward = (to: net.Socket, chunk: Buffer) => {
    const send = () => {
      if (!to.destroyed) to.write(chunk);
    };
    const delayed = () => (proxy.latencyMs > 0 ? setTimeout(send, proxy.latencyMs) : send());
    if (stalled || held.length > 0) held.push(delayed);
    else delayed();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    let isHoldingReplies = false;
    const reader = statementReader((sql) => {
      statements.push(sql);
      if (replyHold?.pattern.test(sql)) {
        isHoldingReplies = true;
        replyHold.matched();
        replyHold = null;
      }
    });
    client.on('data', (chunk: Buffer) => {
      reader(chunk);
      forward(upstream, chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!isHoldingReplies) forward(client, chunk);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return proxy;
}

/**
 * Reads a client's side of the PostgreSQL protocol: a startup message without a type
 * byte, then messages of a type byte and a length. Calls `onStatement` with the SQL of
 * each Query ('Q') and Parse ('P') message.
 */
function statementReader(onStatement: (sql: string) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 4) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        // An SSLRequest (8 bytes, code 80877103) comes before the real startup message.
        const isSslRequest = length === 8 && pending.readInt32BE(4) === 80877103;
        pending = pending.subarray(length);
        if (!isSslRequest) started = true;
        continue;
      }
      if (pending.length < 5) return;
      const type = String.fromCharCode(pending[0] as number);
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const body = pending.subarray(5, 1 + length);
      if (type === 'Q') onStatement(cString(body, 0));
      // Parse: a statement name, then the SQL.
      if (type === 'P') onStatement(cString(body, body.indexOf(0) + 1));
      pending = pending.subarray(1 + length);
    }
  };
}

function cString(buffer: Buffer, start: number): string {
  const end = buffer.indexOf(0, start);
  return buffer.toString('utf8', start, end === -1 ? undefined : end);
}
