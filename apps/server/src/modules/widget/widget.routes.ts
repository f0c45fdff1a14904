import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WidgetScript } from './widget-script';

/**
 * `/widget.js`, the embed script at a stable address (issue 28): host pages include it as it is, so it is cached
 * briefly and always leads to the newest build; `/assets/widget-<hash>.js` is the same file, immutable, for hosts
 * that pin a version with Subresource Integrity. Any site may load either (CORS and CORP allow it).
 */
export function registerWidgetScript(app: FastifyInstance, script: WidgetScript | null): void {
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!script)
      return reply.status(404).send({
        message: 'The web app has not been built, so there is no widget script.',
        errors: {},
        code: 'not_found',
      });
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [file, encoding] =
      script.brotli && /\bbr\b/.test(accepts)
        ? [script.brotli, 'br']
        : script.gzip && /\bgzip\b/.test(accepts)
          ? [script.gzip, 'gzip']
          : [script.file, null];
    void reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Vary', 'Accept-Encoding');
    if (encoding) void reply.header('Content-Encoding', encoding);
    return reply.send(await fs.readFile(file));
  };
  app.get('/widget.js', { schema: { hide: true } }, send);
}

/** The versioned script under `/assets` (and its precompressed copies), which other sites load too. */
export function isWidgetScriptFile(script: WidgetScript | null, filePath: string): boolean {
  return script !== null && filePath.startsWith(script.file);
}
