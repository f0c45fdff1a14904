import { describe, expect, it } from 'vitest';
import { checkInListState, checkInListUrl } from './check-in-list-state';

describe('checkInListState', () => {
  const now = new Date('2030-06-01T12:00:00Z');

  it('is active without a window, and until its expiry inside one', () => {
    expect(checkInListState({ activates_at: null, expires_at: null }, now)).toEqual({ status: 'ACTIVE', until: null });
    expect(checkInListState({ activates_at: '2030-06-01T12:00:00Z', expires_at: '2030-06-02T00:00:00Z' }, now)).toEqual(
      { status: 'ACTIVE', until: '2030-06-02T00:00:00Z' },
    );
  });

  it('is not yet active before its activation, with the instant it opens', () => {
    expect(checkInListState({ activates_at: '2030-06-01T12:01:00Z', expires_at: null }, now)).toEqual({
      status: 'NOT_YET_ACTIVE',
      at: '2030-06-01T12:01:00Z',
    });
  });

  it('is expired from its expiry on, which wins over a later activation', () => {
    expect(checkInListState({ activates_at: null, expires_at: '2030-06-01T12:00:00Z' }, now)).toEqual({
      status: 'EXPIRED',
      at: '2030-06-01T12:00:00Z',
    });
    expect(
      checkInListState({ activates_at: '2030-07-01T00:00:00Z', expires_at: '2030-05-01T00:00:00Z' }, now).status,
    ).toBe('EXPIRED');
  });
});

describe('checkInListUrl', () => {
  it('is the door page under the current origin', () => {
    expect(checkInListUrl('cil_Ab12Cd34Ef56G', 'https://tickets.example')).toBe(
      'https://tickets.example/check-in/cil_Ab12Cd34Ef56G',
    );
  });
});
