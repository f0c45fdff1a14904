import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import type { Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/open-database';
import { JobQueue } from '../jobs/job-queue';
import { JOB_DEFINITIONS } from '../jobs/registry';

/**
 * Tests never pay for migrations per file: a global setup migrates one template (and installs the
 * job queue's tables), then every test file gets its own copy — a PGlite data-dir dump loaded into
 * memory, or a PostgreSQL database created FROM the template.
 */
export type DatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; templateName: string; prefix: string };

const silent = pino({ level: 'silent' });

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  const queue = new JobQueue(database, JOB_DEFINITIONS, silent, { maintenance: false });
  await queue.start();
  await queue.stop();
}

export async function createDatabaseTemplate(adminUrl: string | undefined): Promise<DatabaseTemplate> {
  if (!adminUrl) {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ kind: 'pglite-instance', pglite }, silent);
    await prepare(database);
    const dump = await pglite.dumpDataDir('none');
    const dumpFile = path.join(os.tmpdir(), `marquee-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return { kind: 'pglite', dumpFile };
  }
  const prefix = `marquee_t_${randomBytes(3).toString('hex')}`;
  const templateName = `${prefix}_template`;
  await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
  const database = await openDatabase(
    { kind: 'postgres', url: databaseUrlFor(adminUrl, templateName), poolMax: 2 },
    silent,
  );
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return { kind: 'postgres', adminUrl, templateName, prefix };
}

export async function dropDatabaseTemplate(template: DatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    fs.rmSync(template.dumpFile, { force: true });
    return;
  }
  const { rows } = await adminQuery<{ datname: string }>(
    template.adminUrl,
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`${template.prefix}%`],
  );
  for (const { datname } of rows) {
    await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

async function adminQuery<T extends pg.QueryResultRow>(adminUrl: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { database: Database; url: string | null; drop(): Promise<void> };

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(template: DatabaseTemplate): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    const pglite = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(template.dumpFile)]),
      extensions: PGLITE_EXTENSIONS,
    });
    const database = await openDatabase({ kind: 'pglite-instance', pglite }, silent);
    return { database, url: null, drop: () => database.close() };
  }
  const name = `${template.prefix}_${randomBytes(5).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
      break;
    } catch (error) {
      // 55006: another file is copying the template at this instant; copies are serialised, so wait and retry.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = databaseUrlFor(template.adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 }, silent);
  let dropped = false;
  return {
    database,
    url,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => undefined);
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
