import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHost } from './start';

function portFromArgs(argv: readonly string[]): number | undefined {
  const i = argv.indexOf('--port');
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--port='))?.slice('--port='.length);
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad --port: ${value}`);
  return port;
}

const port = portFromArgs(process.argv.slice(2)) ?? (process.env.PORT ? Number(process.env.PORT) : 4173);
// --h2: HTTPS with HTTP/2 (host-fixtures/start.ts), --tls DIR: with DIR/key.pem and DIR/cert.pem;
// --root DIR: serve another checkout's build (the bench's --before).
const argOf = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const tlsDir = argOf('--tls');
const rootDir = argOf('--root');
const running = await startHost({
  port,
  secure: tlsDir
    ? { key: readFileSync(join(tlsDir, 'key.pem')), cert: readFileSync(join(tlsDir, 'cert.pem')) }
    : process.argv.includes('--h2'),
  ...(rootDir && { root: rootDir }),
});
console.log(`fixture host: ${running.url}/gallery`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
