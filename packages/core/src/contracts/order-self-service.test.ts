import { describe, expect, it } from 'vitest';
import { maskEmail, ZPublicOrderSelfEdit } from './order-self-service';

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('anna.new@example.com')).toBe('a…@example.com');
    expect(maskEmail('x@y.org')).toBe('x…@y.org');
  });

  it('gives nothing away for something that is not an address', () => {
    expect(maskEmail('@example.com')).toBe('…');
    expect(maskEmail('nobody')).toBe('…');
  });
});

describe('ZPublicOrderSelfEdit', () => {
  it('takes any one field, trimmed', () => {
    expect(ZPublicOrderSelfEdit.parse({ first_name: '  Ann ' })).toEqual({ first_name: 'Ann' });
    expect(ZPublicOrderSelfEdit.safeParse({ email: 'ann@example.com' }).success).toBe(true);
  });

  it('refuses an empty change, a blank name, a bad email and more than 255 characters', () => {
    expect(ZPublicOrderSelfEdit.safeParse({}).success).toBe(false);
    expect(ZPublicOrderSelfEdit.safeParse({ last_name: ' ' }).success).toBe(false);
    expect(ZPublicOrderSelfEdit.safeParse({ email: 'ann' }).success).toBe(false);
    expect(ZPublicOrderSelfEdit.safeParse({ first_name: 'x'.repeat(256) }).success).toBe(false);
  });
});
