import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startLocalServer } from './local-server.ts';
import { repoRoot } from './shell.ts';

/**
 * versitygw (built by scripts/ensure-versitygw.sh) on a loopback port: the S3-compatible server of
 * the tests, its posix backend and the objects' metadata in `dataDir` (a sidecar folder: no
 * extended attributes needed from the file system).
 */
export function startS3Server(options: {
  port: number;
  accessKeyId: string;
  secretAccessKey: string;
  dataDir: string;
  logDir: string;
}): Promise<{ close(): Promise<void> }> {
  const [objects, metadata] = [path.join(options.dataDir, 'objects'), path.join(options.dataDir, 'metadata')];
  mkdirSync(objects, { recursive: true });
  mkdirSync(metadata, { recursive: true });
  const address = `127.0.0.1:${options.port}`;
  return startLocalServer({
    name: 'versitygw',
    command: path.join(repoRoot, '.local/bin/versitygw'),
    args: ['--port', address, '--access', options.accessKeyId, '--secret', options.secretAccessKey].concat([
      'posix',
      '--sidecar',
      metadata,
      objects,
    ]),
    logDir: options.logDir,
    // Unsigned, it answers 403 AccessDenied: listening, and speaking S3.
    isReady: async () => (await fetch(`http://${address}/`, { signal: AbortSignal.timeout(2000) })).status === 403,
  });
}
