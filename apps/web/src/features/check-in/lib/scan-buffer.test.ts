import { describe, expect, it } from 'vitest';
import { isAttendeeCode, RecentScans, ScanBuffer } from './scan-buffer';

/** Types `text` one key every `stepMs` from `start`; returns every code completed along the way. */
function type(buffer: ScanBuffer, text: string[], start = 0, stepMs = 10): (string | null)[] {
  return text.map((key, index) => buffer.push(key, start + index * stepMs));
}

const keys = (text: string) => [...text];

describe('ScanBuffer', () => {
  it('turns a fast burst ended by Enter into a code', () => {
    const buffer = new ScanBuffer();
    const results = type(buffer, [...keys('A-7XK2QP9'), 'Enter']);
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe('A-7XK2QP9');
  });

  it('ends a burst after a 100 ms pause without Enter', () => {
    const buffer = new ScanBuffer();
    type(buffer, keys('A-7XK2QP9'), 0, 10);
    // The last key came at 80 ms.
    expect(buffer.flush(150)).toBeNull();
    expect(buffer.flush(180)).toBe('A-7XK2QP9');
    expect(buffer.flush(400)).toBeNull();
  });

  it('lets the next key after a pause close the previous burst and start a new one', () => {
    const buffer = new ScanBuffer();
    type(buffer, keys('A-FIRST1'));
    expect(buffer.push('A', 500)).toBe('A-FIRST1');
    expect(type(buffer, [...keys('-SECOND'), 'Enter'], 510).at(-1)).toBe('A-SECOND');
  });

  it('never forms a code from keys typed at a person’s pace', () => {
    const buffer = new ScanBuffer();
    const results = type(buffer, [...keys('A-7XK2QP9'), 'Enter'], 0, 150);
    expect(results.every((result) => result === null)).toBe(true);
  });

  it('takes the public ids our server issues (att_…) as well as the spec’s A-…', () => {
    const buffer = new ScanBuffer();
    const sequence = ['Shift', ...keys('att_'), ...keys('RCSBMvhPC9Sq8sMXsfTBMx2y'), 'Enter'];
    expect(type(buffer, sequence).at(-1)).toBe('att_RCSBMvhPC9Sq8sMXsfTBMx2y');
  });

  it('counts only codes that start with A- (or att_)', () => {
    const buffer = new ScanBuffer();
    expect(type(buffer, [...keys('O-ORDER12'), 'Enter']).at(-1)).toBeNull();
    expect(type(buffer, [...keys('ord_ABCDEF'), 'Enter'], 500).at(-1)).toBeNull();
    expect(type(buffer, [...keys('hello'), 'Enter'], 1000).at(-1)).toBeNull();
    expect(type(buffer, ['A', '-', 'Enter'], 2000).at(-1)).toBeNull();
    expect(type(buffer, [...keys('a-lower12'), 'Enter'], 3000).at(-1)).toBeNull();
  });

  it('ignores keys that type nothing (the Shift a scanner sends for capitals) without breaking the burst', () => {
    const buffer = new ScanBuffer();
    const sequence = ['Shift', 'A', '-', 'Shift', 'X', 'Y', 'Z', '1', '2', '3', '4', 'Enter'];
    expect(type(buffer, sequence).at(-1)).toBe('A-XYZ1234');
  });

  it('returns nothing for Enter on an empty buffer', () => {
    expect(new ScanBuffer().push('Enter', 0)).toBeNull();
  });

  it('drops what a pause already ended, so Enter after a flushed code gives nothing', () => {
    const buffer = new ScanBuffer();
    type(buffer, keys('A-7XK2QP9'));
    expect(buffer.flush(300)).toBe('A-7XK2QP9');
    expect(buffer.push('Enter', 310)).toBeNull();
  });
});

describe('isAttendeeCode', () => {
  it('accepts A- or att_ followed by a code and nothing else', () => {
    expect(isAttendeeCode('A-7XK2QP9')).toBe(true);
    expect(isAttendeeCode('att_RCSBMvhPC9Sq8sMXsfTBMx2y')).toBe(true);
    expect(isAttendeeCode('A-')).toBe(false);
    expect(isAttendeeCode('att_')).toBe(false);
    expect(isAttendeeCode('a_shortid')).toBe(false);
    expect(isAttendeeCode('O-7XK2QP9')).toBe(false);
    expect(isAttendeeCode('A-7XK 2QP9')).toBe(false);
  });
});

describe('RecentScans (the 3 s duplicate rule)', () => {
  it('ignores the same code seen again within 3 s', () => {
    const recent = new RecentScans();
    expect(recent.isDuplicate('A-ONE', 0)).toBe(false);
    expect(recent.isDuplicate('A-ONE', 2_999)).toBe(true);
  });

  it('accepts the same code again once 3 s pass without a sighting', () => {
    const recent = new RecentScans();
    expect(recent.isDuplicate('A-ONE', 0)).toBe(false);
    expect(recent.isDuplicate('A-ONE', 3_000)).toBe(false);
  });

  it('restarts the window on each sighting, so a ticket held in front of the camera counts once', () => {
    const recent = new RecentScans();
    expect(recent.isDuplicate('A-ONE', 0)).toBe(false);
    expect(recent.isDuplicate('A-ONE', 2_000)).toBe(true);
    expect(recent.isDuplicate('A-ONE', 4_000)).toBe(true);
    expect(recent.isDuplicate('A-ONE', 7_500)).toBe(false);
  });

  it('treats different codes independently', () => {
    const recent = new RecentScans();
    expect(recent.isDuplicate('A-ONE', 0)).toBe(false);
    expect(recent.isDuplicate('A-TWO', 100)).toBe(false);
    expect(recent.isDuplicate('A-ONE', 200)).toBe(true);
  });
});
