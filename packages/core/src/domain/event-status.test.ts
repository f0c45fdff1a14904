import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '../contracts/events';
import { canChangeEventStatus } from './event-status';

describe('canChangeEventStatus', () => {
  it('allows publishing, pausing, unpublishing, archiving and restoring', () => {
    expect(canChangeEventStatus('DRAFT', 'LIVE')).toBe(true);
    expect(canChangeEventStatus('LIVE', 'PAUSED')).toBe(true);
    expect(canChangeEventStatus('PAUSED', 'LIVE')).toBe(true);
    expect(canChangeEventStatus('LIVE', 'DRAFT')).toBe(true);
    expect(canChangeEventStatus('ARCHIVED', 'DRAFT')).toBe(true);
  });

  it('refuses pausing a draft and going live straight from the archive', () => {
    expect(canChangeEventStatus('DRAFT', 'PAUSED')).toBe(false);
    expect(canChangeEventStatus('ARCHIVED', 'LIVE')).toBe(false);
    expect(canChangeEventStatus('ARCHIVED', 'PAUSED')).toBe(false);
  });

  it('lets every status archive and stay as it is', () => {
    for (const status of EVENT_STATUSES) {
      expect(canChangeEventStatus(status, status)).toBe(true);
      expect(canChangeEventStatus(status, 'ARCHIVED')).toBe(true);
    }
  });
});
