import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

export function createLocalStorage(input: { rootDir: string; publicBaseUrl: string }): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(input.rootDir, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put({ key, body }) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    publicUrl: (key) => `${input.publicBaseUrl}/${key}`,
  };
}
