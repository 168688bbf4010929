/**
 * A TCP proxy for fault tests: put between the app and PostgreSQL, it can be frozen (it stops forwarding, as a
 * stalled server or network would: connections open but nothing is answered) and cut (every connection closed and
 * new ones refused, as a stopped server would), then restored. The real server is never touched, so the suites that
 * share it are not disturbed.
 */
import { createConnection, createServer, type Server, type Socket } from "node:net";

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Bytes held while frozen, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export class TcpProxy {
  private readonly pairs = new Set<Pair>();
  private frozen = false;
  private server: Server | undefined;
  private readonly target: { host: string; port: number };
  /** The port the proxy listens on (kept across `cut` and `restore`). */
  port = 0;
  private constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  /** Listens on a free port of 127.0.0.1 and forwards to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  /** `url` (postgres://user:pass@host:port/db) pointed at this proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = "127.0.0.1";
    u.port = String(this.port);
    return u.toString();
  }

  /** Stops forwarding in both directions; connections stay open, new ones are accepted and get no answer. */
  freeze(): void {
    this.frozen = true;
  }

  /** Forwards again, first what was held. */
  thaw(): void {
    this.frozen = false;
    for (const pair of this.pairs) this.flush(pair);
  }

  /** Closes every connection and refuses new ones (the port is closed) until `restore`. */
  async cut(): Promise<void> {
    this.frozen = false;
    const server = this.server;
    this.server = undefined;
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Accepts connections again on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen();
    this.thaw();
  }

  /** Connections open through the proxy. */
  get connections(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        const address = server.address();
        if (address && typeof address === "object") this.port = address.port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    const upstream = createConnection(this.target);
    const pair: Pair = { client, upstream, toUpstream: [], toClient: [] };
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.on("data", (chunk: Buffer) => {
      if (this.frozen) pair.toUpstream.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (this.frozen) pair.toClient.push(chunk);
      else client.write(chunk);
    });
  }

  private flush(pair: Pair): void {
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  }
}
