import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createHandler } from './handler';
import { createHost, type Host } from './host';

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Repo root; defaults to the parent of this file's folder (host-fixtures/ or .host-build/). */
  root?: string;
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

function listen(server: Server, port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      const info = server.address();
      resolve(typeof info === 'object' && info ? info.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
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
  const v4 = createServer(handler);
  const port = await listen(v4, options.port ?? 4173, '127.0.0.1');
  const servers = [v4];
  const v6 = createServer(handler);
  try {
    await listen(v6, port, '::1');
    servers.push(v6);
  } catch {
    // No IPv6 loopback here; 127.0.0.1 alone serves both origins.
  }
  return {
    url: `http://localhost:${port}`,
    apiOrigin: `http://127.0.0.1:${port}`,
    port,
    host,
    async close() {
      for (const timer of host.timers) clearTimeout(timer);
      host.timers.clear();
      for (const res of host.pending) res.destroy();
      host.pending.clear();
      await Promise.all(servers.map(closeServer));
    },
  };
}
