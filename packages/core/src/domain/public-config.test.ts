import { describe, expect, it } from 'vitest';
import { ZErrorResponse } from '../contracts/envelope';
import { ZPublicConfig } from '../contracts/public-config';
import { readErrorBody } from './error-body';
import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_RULES, resolvePublicConfig } from './public-config';

const SAMPLES: unknown[] = [
  null,
  undefined,
  '',
  'Marquee',
  'x'.repeat(101),
  '#40296C',
  '#12345',
  'red',
  'https://tickets.example.com',
  'http://localhost:8080',
  'not a url',
  'mailto:someone@example.com',
  'someone@example.com',
  'someone@',
  true,
  false,
  0,
  42,
  {},
  [],
];

describe('public configuration without zod', () => {
  it('accepts exactly what ZPublicConfig accepts, key by key', () => {
    for (const key of Object.keys(ZPublicConfig.shape) as (keyof typeof ZPublicConfig.shape)[]) {
      for (const sample of SAMPLES) {
        if (sample === undefined) continue;
        const expected = ZPublicConfig.shape[key].safeParse(sample).success;
        expect({ key, sample, accepted: PUBLIC_CONFIG_RULES[key](sample) }).toEqual({
          key,
          sample,
          accepted: expected,
        });
      }
    }
  });

  it('keeps the fallback for an invalid or missing runtime key', () => {
    const resolved = resolvePublicConfig({ appName: 'Tickets', primaryColor: 'red', hideAboutLink: true });
    expect(resolved).toEqual({ ...DEFAULT_PUBLIC_CONFIG, appName: 'Tickets', hideAboutLink: true });
    expect(resolvePublicConfig('nonsense')).toBe(DEFAULT_PUBLIC_CONFIG);
  });
});

describe('readErrorBody', () => {
  it('agrees with ZErrorResponse', () => {
    const bodies: unknown[] = [
      { message: 'Sold out', errors: {} },
      { message: 'Invalid', errors: { email: ['Enter an email'] } },
      { message: 'Invalid', errors: { email: 'Enter an email' } },
      { message: 'Invalid', errors: [] },
      { errors: {} },
      'text',
      null,
    ];
    for (const body of bodies) {
      const parsed = ZErrorResponse.safeParse(body);
      expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
