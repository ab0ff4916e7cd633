import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHandler } from './handler';
import { createHost, type Host } from './host';

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Repo root; defaults to the parent of this file's folder (host-fixtures/ or .host-build/). */
  root?: string;
  /**
   * HTTPS with HTTP/2 (HTTP/1.1 for clients that do not speak it), as a CDN serves dist/: a self-signed
   * certificate for localhost and 127.0.0.1, made at start with openssl (a browser must be told to accept it),
   * or the one given (the bench's, whose key the browser it starts trusts).
   */
  secure?: boolean | { key: Buffer; cert: Buffer };
}

export interface RunningHost {
  /** Page origin, e.g. http://localhost:4173 */
  url: string;
  /** The other loopback origin, where the API lives. */
  apiOrigin: string;
  port: number;
  host: Host;
  close(): Promise<void>;
}

type AnyServer = Server | ReturnType<typeof createSecureServer>;

/** A throwaway self-signed certificate for the two loopback origins. */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listen(server: AnyServer, port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      const info = server.address();
      resolve(typeof info === 'object' && info ? info.port : port);
    });
  });
}

function closeServer(server: AnyServer, sockets: Set<import('node:net').Socket>): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

/**
 * Starts the fixture host on loopback only: 127.0.0.1, plus ::1 when the machine has it
 * (browsers may resolve `localhost` to either).
 */
export async function startHost(options: StartOptions = {}): Promise<RunningHost> {
  const root = options.root ?? fileURLToPath(new URL('..', import.meta.url));
  const host = createHost(root);
  const handler = createHandler(host);
  const tls = options.secure === true ? selfSigned() : options.secure || undefined;
  const sockets = new Set<import('node:net').Socket>();
  const make = (): AnyServer => {
    // The compatibility API gives the handler node:http's request and response shapes.
    const server = tls
      ? createSecureServer({ ...tls, allowHTTP1: true }, handler as unknown as Parameters<typeof createSecureServer>[1])
      : createServer(handler);
    server.on('connection', (socket: import('node:net').Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    return server;
  };
  const v4 = make();
  const port = await listen(v4, options.port ?? 4173, '127.0.0.1');
  const servers = [v4];
  const v6 = make();
  try {
    await listen(v6, port, '::1');
    servers.push(v6);
  } catch {
    // No IPv6 loopback here; 127.0.0.1 alone serves both origins.
  }
  return {
    url: `${tls ? 'https' : 'http'}://localhost:${port}`,
    apiOrigin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    host,
    async close() {
      for (const timer of host.timers) clearTimeout(timer);
      host.timers.clear();
      for (const res of host.pending) res.destroy();
      host.pending.clear();
      await Promise.all(servers.map((server) => closeServer(server, sockets)));
    },
  };
}
