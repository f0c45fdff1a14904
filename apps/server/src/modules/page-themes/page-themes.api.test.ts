import { contrastRatio } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/public/color-themes', () => {
  it('lists the eleven presets to anyone, cacheable, each readable', async () => {
    const response = await fetch(`${server.baseUrl}/api/public/color-themes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = (await response.json()) as {
      data: { id: string; name: string; accent: string; background: string; mode: string }[];
      meta: Record<string, number>;
    };
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 11, total: 11, last_page: 1 });
    expect(body.data.map((preset) => preset.name)).toContain('Midnight');
    for (const preset of body.data) {
      expect(preset.accent).toMatch(/^#[0-9a-f]{6}$/);
      expect(['light', 'dark']).toContain(preset.mode);
      expect(contrastRatio(preset.accent, preset.background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
