import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '@darts/contract';

/**
 * Content types worth compressing: text, JSON, JavaScript, CSS, XML and SVG. Never the
 * live event stream (it must reach the browser event by event, and goes out by hand anyway),
 * nor anything binary: zips, photos and other images are compressed already, and an unknown
 * `application/octet-stream` may be too.
 */
export const compressibleType =
  /^(text\/(?!event-stream)|application\/([\w.+-]+\+)?(json|xml|javascript)\b|image\/svg\+xml)/i;

/** Answers below this size are sent as they are: a compressed one would save next to nothing. */
export const compressionThreshold = 1024;

/**
 * Answers that carry a whole zip, base64 in JSON: compressing one again saves a
 * quarter of it for about 75 ms of work a megabyte, which would be most of an export's time.
 */
const carriesZip = new Set([routes.dataExport.path, routes.dataBackup.path].map((path) => path.toLowerCase()));

/**
 * Compresses answers for browsers that accept it (brotli, else gzip), through `@fastify/compress`.
 * Built web files are compressed at build time and sent as they are (`preCompressed` in
 * web.routes.ts); this compresses the rest as it is sent: API answers, index.html and files the
 * build left plain. Every compressible answer says `Vary: Accept-Encoding`, compressed or not, so
 * a cache between never hands one browser's form to another that cannot read it.
 * Request bodies are not decompressed: no client sends them compressed.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads `compress` off each route.
  app.addHook('onRoute', (route) => {
    if (carriesZip.has(route.url.toLowerCase())) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThreshold,
    customTypes: compressibleType,
    globalDecompression: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (compressibleType.test(String(reply.getHeader('content-type') ?? ''))) varyOnAcceptEncoding(reply);
    return payload;
  });
}

/** Adds `accept-encoding` to Vary (lower case: @fastify/compress looks for it so, and adds none twice). */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = (Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)]).join(', ');
  if (/(^|,\s*)(accept-encoding|\*)\s*(,|$)/i.test(names)) return;
  reply.header('vary', names ? `${names}, accept-encoding` : 'accept-encoding');
}
