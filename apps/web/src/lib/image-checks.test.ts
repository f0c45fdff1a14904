import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-checks';

const cover = { width: 600, height: 50 };

describe('imageProblem', () => {
  it('accepts a JPEG, PNG or WebP within the limits', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 }, { width: 1200, height: 600 }, cover)).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1000 }, { width: 600, height: 50 }, cover)).toBeNull();
  });

  it('refuses other types, big files and unreadable images', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 }, { width: 800, height: 800 }, cover)).toMatch(/JPEG, PNG/);
    expect(imageProblem({ type: 'image/jpeg', size: 9 * 1024 * 1024 }, null, cover)).toBe(
      'This image is 9 MB; the limit is 8 MB.',
    );
    expect(imageProblem({ type: 'image/jpeg', size: 10 }, null, cover)).toMatch(/could not be read/);
  });

  it('names the minimum and maximum pixel sizes', () => {
    expect(imageProblem({ type: 'image/png', size: 10 }, { width: 300, height: 200 }, cover)).toBe(
      'This image is 300×200 pixels; use at least 600×50.',
    );
    expect(imageProblem({ type: 'image/png', size: 10 }, { width: 5000, height: 200 }, cover)).toBe(
      'This image is 5000×200 pixels; use at most 4000×4000.',
    );
  });
});
