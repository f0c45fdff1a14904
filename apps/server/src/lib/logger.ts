import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths never written to logs: credentials, session cookies and anything token-like in a body.
 * Request logging only records method, URL and status, but a stray `log.info({ body })` must not leak.
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
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(options: { level: string; pretty?: boolean; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
