/**
 * The servers `bench/gateway-overhead.ts` measures the gateway against, beside the account service
 * it calls: nginx `proxy_pass` (Debian's, a generated config) and a bare Fastify proxy
 * (bare-fastify-proxy.ts), each pinned to core 0 like the servers it stands beside.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every thread of `pid` on `core` (the servers measured share core 0; the load generator runs on core 1). */
export function pinToCore(pid: number, core: number): void {
  try {
    execFileSync('taskset', ['-a', '-pc', String(core), String(pid)], { stdio: 'ignore' });
  } catch {
    // taskset missing or not allowed: measured unpinned
  }
}

/** nginx from Debian on `port`, `proxy_pass` to `upstream`, pinned to core 0. */
export function startNginx(upstream: string, port: number): ChildProcess {
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  // One worker as the gateway is one process; a keep-alive pool to the upstream as the gateway keeps one.
  const config = `
worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream account { server ${new URL(upstream).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://account;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}`;
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const nginx = spawn(
    'taskset',
    ['-c', '0', '/usr/sbin/nginx', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return nginx;
}

/** bare-fastify-proxy.ts on `port` in front of `upstream`, pinned to core 0. */
export function startBareProxy(upstream: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-fastify-proxy.ts')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, UPSTREAM: upstream, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  pinToCore(child.pid!, 0);
  return child;
}

/** Waits until `target` answers at all (10 s at most). */
export async function waitFor(target: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(target, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${target} does not answer`);
}
