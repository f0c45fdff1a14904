import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, dropDatabaseTemplate, type DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates one template database per test run; DATABASE_URL selects PostgreSQL, otherwise PGlite. */
export default async function setup(project: TestProject) {
  const template = await createDatabaseTemplate(process.env.DATABASE_URL || undefined);
  project.provide('databaseTemplate', template);
  return async () => {
    await dropDatabaseTemplate(template);
  };
}
