import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The single-writer lock of a data folder: `${dataDir}/sim.lock` holding the owner's pid and, where the system says
 * (Linux), when that process started: `<pid> <start>`.
 */
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

/**
 * When process `pid` started, in clock ticks since boot (the 22nd field of `/proc/<pid>/stat`), or undefined where
 * there is no `/proc` or no such process. A pid is reused once its process is gone; its start time tells the two apart.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the second field (the command's name, in parentheses) may hold spaces: count from the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
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

/** Whether the lock's owner still runs: its pid is alive and, when the lock says when it started, it is that process. */
function held(owner: string, startOf: (pid: number) => string | undefined): { readonly pid: number; readonly held: boolean } {
  const [pidText = '', start] = owner.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!alive(pid)) return { pid, held: false };
  const running = startOf(pid);
  // a lock written without a start (another system, an older simulator) trusts the pid alone
  return { pid, held: start === undefined || running === undefined || running === start };
}

/**
 * Takes the lock before anything opens the database (PGlite has no lock of its own: two writers corrupt it).
 * A lock left by a process that no longer runs (a crash, kill -9) is taken over, and so is one whose pid now belongs
 * to another process (a new container counts its pids from 1 again); a live owner is an error. `startOf`: when a
 * process started (`processStart`; tests give their own).
 */
export function lockDataFolder(dataDir: string, pid = process.pid, startOf = processStart): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'sim.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      const start = startOf(pid);
      writeSync(fd, start === undefined ? String(pid) : `${pid} ${start}`);
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
      const owner = held(readFileSync(path, 'utf8'), startOf);
      if (owner.held) throw new DataFolderInUseError(dataDir, owner.pid); // another simulator, or this one twice
      rmSync(path, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
