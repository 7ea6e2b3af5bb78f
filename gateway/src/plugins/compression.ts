import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Smaller answers of known length are sent as they are: compressing them costs more than it saves.
 * Answers streamed from a service have no known length and are compressed whatever their size.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses what the gateway answers (pages, scripts, styles, JSON) with Brotli or gzip, as the
 * client accepts: the gateway is the only public entry, and neither the web server nor the
 * services compress. Brotli at quality 4 costs about as much CPU as gzip for a clearly smaller
 * result; the default quality (11) is meant for build-time compression, not per request.
 * A client that accepts neither gets plain bytes (the web server's loader calls ask for identity).
 * Server-Sent Events (`text/event-stream`: the data API's and the widget's live streams) are never
 * compressed: a compressor holds messages back until its block fills. @fastify/compress's default
 * types leave that type out, and mime-db does not name it compressible; gateway/test/event-streams.test.ts
 * reads such a stream through the gateway message by message with gzip and br accepted.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
