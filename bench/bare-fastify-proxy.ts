/**
 * The floor of the gateway's design, for `bench/gateway-overhead.ts --bare-proxy`: Fastify and
 * @fastify/http-proxy (undici's keep-alive pool, as the gateway's proxies) passing every request on
 * to `UPSTREAM`, with no check, no log line and no tracing. What the gateway costs beyond this is
 * its checks, its logs and its tracing; what this costs beyond nginx is the framework's.
 */
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(proxy, { upstream: process.env.UPSTREAM! });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
