import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReservesService } from '../../../simulator/reserves/reserves-service';
import { MemoryReservesRepository } from '../../../simulator/reserves/reserves-repository';
import { startSimulator } from '../../../simulator/server';
import { DataFolderInUseError, lockDataFolder, processStart } from '../../../simulator/store/data-lock';
import { MemoryAccountRepository, memoryStore } from '../../../simulator/store/memory-account-repository';

describe('the data folder has one writer (finding 7)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second lock while the first is held, and gives it up on release', () => {
    const lock = lockDataFolder(dir);
    const start = processStart(process.pid);
    expect(readFileSync(lock.path, 'utf8')).toBe(start === undefined ? String(process.pid) : `${process.pid} ${start}`);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataFolder(dir).release();
  });

  it('takes over a lock left by a process that crashed', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, 'sim.lock'), gone);
    const lock = lockDataFolder(dir, process.pid, () => undefined);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (it started at another time)', () => {
    // the pid is alive (this process), but the lock was written by a process that started at tick 100
    writeFileSync(join(dir, 'sim.lock'), `${process.pid} 100`);
    const lock = lockDataFolder(dir, process.pid, () => '4242');
    expect(readFileSync(lock.path, 'utf8')).toBe(`${process.pid} 4242`);
    lock.release();
  });

  it('trusts the pid alone when the lock or the system does not say when its owner started', () => {
    writeFileSync(join(dir, 'sim.lock'), String(process.pid));
    expect(() => lockDataFolder(dir, process.pid, () => '4242')).toThrow(DataFolderInUseError);
    writeFileSync(join(dir, 'sim.lock'), `${process.pid} 100`);
    expect(() => lockDataFolder(dir, process.pid, () => undefined)).toThrow(DataFolderInUseError);
  });

  it("reads a process's start from /proc where there is one: the same for one process, another for a child", () => {
    const here = processStart(process.pid);
    if (here === undefined) {
      expect(existsSync('/proc/self/stat')).toBe(false); // no /proc: the lock holds the pid alone
      return;
    }
    expect(here).toMatch(/^\d+$/);
    expect(processStart(process.pid)).toBe(here);
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("fs").readFileSync("/proc/self/stat", "utf8"))']);
    const childStat = child.stdout.toString();
    // this process has run for seconds: a child started now started ticks later
    expect(Number(childStat.slice(childStat.lastIndexOf(')') + 2).split(' ')[19])).toBeGreaterThan(Number(here));
    expect(processStart(2 ** 22 + 1)).toBeUndefined(); // above Linux's largest pid: no such process
  });

  it('a second simulator on a held folder stops before it opens the database', async () => {
    const lock = lockDataFolder(dir);
    await expect(startSimulator({ port: 0, dataDir: dir, distDir: '/nonexistent-dist', logErrors: false })).rejects.toThrow(
      /in use by another simulator/,
    );
    expect(existsSync(join(dir, 'pg'))).toBe(false);
    lock.release();
  });

  it('a simulator whose port is taken stops before it takes the lock or opens the database', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    await expect(startSimulator({ port, host: '127.0.0.1', dataDir: dir, distDir: '/nonexistent-dist' })).rejects.toThrow(/already in use/);
    expect(existsSync(join(dir, 'pg'))).toBe(false);
    expect(existsSync(join(dir, 'sim.lock'))).toBe(false);
    await new Promise((resolve) => taken.close(resolve));
  });
});

describe('binding the port before the store (finding 7)', () => {
  it('starts even when a client polls the port while the store opens (a start script waiting for it)', async () => {
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    let started = false;
    const starting = startSimulator({
      port,
      host: '127.0.0.1',
      store: memoryStore(),
      distDir: '/nonexistent-dist',
      control: false,
      serverPingMs: 0,
    }).then((running) => {
      started = true;
      return running;
    });
    const sockets: Socket[] = [];
    while (!started) {
      sockets.push(connect(port, '127.0.0.1').on('error', () => undefined)); // kept open, never writes
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const running = await starting;
    expect((await fetch(`${running.url}/app-config.json`)).status).toBe(200);
    sockets.forEach((s) => s.destroy());
    await running.close();
  });
});

describe('first-start seeding is one transaction (finding 7)', () => {
  it('writes every seeded row through the transaction, none outside it', async () => {
    const outsideAccounts = new MemoryAccountRepository();
    const outsideReserves = new MemoryReservesRepository();
    const refuse = () => {
      throw new Error('written outside the seeding transaction');
    };
    outsideAccounts.createAccount = refuse;
    outsideReserves.setBalance = refuse;
    outsideReserves.saveAudit = refuse;
    const txAccounts = new MemoryAccountRepository();
    const txReserves = new MemoryReservesRepository();
    let transactions = 0;
    const service = new ReservesService(
      outsideReserves,
      outsideAccounts,
      1,
      () => 1_800_000_000_000,
      async (work) => {
        transactions += 1;
        return work(txAccounts, txReserves);
      },
    );
    await service.init();
    expect(transactions).toBe(1);
    expect(await txReserves.audits()).toHaveLength(3);
    expect((await txReserves.balances()).length).toBeGreaterThan(0);
  });
});
