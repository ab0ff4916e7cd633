export interface ServerRecord {
  id: number;
  key: string;
  title: string;
  /** Players online now; drifts on each statistic request. */
  online: number;
  /** Centre of the drift, so counts wander but never run away. */
  baseOnline: number;
}

const SERVERS: ReadonlyArray<Omit<ServerRecord, 'online'>> = [
  { id: 1, key: 'one', title: 'Nova One', baseOnline: 1248 },
  { id: 2, key: 'two', title: 'Nova Two', baseOnline: 873 },
  { id: 3, key: 'three', title: 'Nova Three', baseOnline: 2156 },
  { id: 4, key: 'four', title: 'Nova Four', baseOnline: 431 },
];

export function seedServers(): ServerRecord[] {
  return SERVERS.map((server) => ({ ...server, online: server.baseOnline }));
}

export function findServerByKey(servers: readonly ServerRecord[], key: string): ServerRecord | undefined {
  return servers.find((server) => server.key === key);
}

/** Deterministic wobble: request n moves each server by a few players around its base. */
export function driftOnline(servers: ServerRecord[], n: number): void {
  for (const server of servers) {
    const amplitude = Math.max(3, Math.round(server.baseOnline * 0.02));
    const wave = Math.sin(n * 1.3 + server.id * 2.1);
    server.online = Math.max(0, server.baseOnline + Math.round(wave * amplitude) + (n % 3));
  }
}
