/** Players online across the network: the sum of every server's count (non-finite counts count as 0). */
export function sumOnline(servers: readonly { online: number }[]): number {
  return servers.reduce(
    (total, server) => total + (Number.isFinite(server.online) ? Math.max(0, server.online) : 0),
    0,
  );
}
