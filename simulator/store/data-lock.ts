import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The single-writer lock of a data folder: `${dataDir}/sim.lock` holding the owner's pid. */
export interface DataLock {
  readonly path: string;
  release(): void;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the data folder ${dataDir} is in use by another simulator (pid ${pid}); stop it or set SIM_DATA_DIR to another folder`);
    this.name = 'DataFolderInUseError';
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/**
 * Takes the lock before anything opens the database (PGlite has no lock of its own: two writers corrupt it).
 * A lock left by a process that no longer runs (a crash, kill -9) is taken over; a live owner is an error.
 */
export function lockDataFolder(dataDir: string, pid = process.pid): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'sim.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (alive(owner)) throw new DataFolderInUseError(dataDir, owner); // another simulator, or this one twice
      rmSync(path, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
