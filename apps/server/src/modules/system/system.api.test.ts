import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../test-support/http';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** A stand-in for the built SPA, so these tests do not depend on the web build. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>App</title><!--marquee-head--></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');

let server: TestServer;
let http: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      WEB_DIST_DIR: webDist,
      APP_NAME: 'Ticket</script><script>alert(1)</script>',
      APP_PRIMARY_COLOR: '#123456',
      LICENCE_PURCHASED: 'true',
    },
  });
  http = createHttpClient(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health and documentation', () => {
  it('GET /api/health checks the database', async () => {
    const response = await http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.data).toMatchObject({
      status: 'ok',
      database: { driver: process.env.DATABASE_URL ? 'postgres' : 'pglite', latency_ms: expect.any(Number) },
    });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await http.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(response.body.paths['/api/public/config']).toBeDefined();
    expect(response.body.components.schemas).toHaveProperty('ErrorResponse');
  });

  it('serves the documentation UI at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });

  it('serves the runtime configuration to clients', async () => {
    const response = await http.get('/api/public/config');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ primaryColor: '#123456', isLicencePurchased: true });
  });
});

describe('the single-page app', () => {
  it('answers a deep link with index.html carrying the runtime configuration', async () => {
    const response = await fetch(`${server.baseUrl}/manage/events`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    const match = html.match(
      new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
    );
    expect(match).not.toBeNull();
    const config = JSON.parse(match![1]!);
    expect(config).toMatchObject({ primaryColor: '#123456', isLicencePurchased: true, apiUrlClient: '/api' });
    // A configured value can never close the script element and inject markup.
    expect(config.appName).toBe('Ticket</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('serves hashed assets with a long cache and missing files as 404', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.baseUrl}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s instead of the app', async () => {
    const response = await http.get('/api/manage/events');
    expect(response.status).toBe(404);
    expect(response.body.errors).toEqual({});
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing', async () => {
    const own = await startTestServer({
      env: { WEB_DIST_DIR: webDist },
      extraApiPlugins: [
        async (app) => {
          app.get('/test-fixtures/slow', async () => {
            await new Promise((resolve) => setTimeout(resolve, 500));
            return { data: { finished: true } };
          });
        },
      ],
    });
    const inFlight = fetch(`${own.baseUrl}/api/test-fixtures/slow`).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = own.close();
    expect(await inFlight).toEqual({ data: { finished: true } });
    await closing;
    await expect(fetch(`${own.baseUrl}/api/health`)).rejects.toThrow();
  });
});
