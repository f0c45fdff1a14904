import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError, serializeRequest } from './log-redaction';

/**
 * Paths never written to logs: credentials, session cookies and anything token-like in a body (decision 128).
 * Request logging only records method, redacted URL and status, but a stray `log.info({ body })` must not leak.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.secret',
  '*.session_id',
  '*.session_identifier',
  '*.password_hash',
  '*.passwordHash',
  'body',
  'req.body',
  'request.body',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(options: { level: string; pretty?: boolean; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Fastify keeps these over its own: URLs lose their secrets, database errors their bound values.
      serializers: { req: serializeRequest, err: serializeError },
      base: { service: 'marquee' },
      timestamp: pino.stdTimeFunctions.isoTime,
      ...(options.pretty && !options.destination
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' },
            },
          }
        : {}),
    },
    options.destination,
  );
}
