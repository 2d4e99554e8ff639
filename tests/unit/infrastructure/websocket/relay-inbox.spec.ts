import { RelayInbox } from '../../../../src/infrastructure/websocket/relay-inbox';
import { RelaySocket } from '../../../../src/infrastructure/websocket/relay-socket';
import type { RelayCommand } from '../../../../src/infrastructure/websocket/socket-relay-protocol';

/** Each frame handled takes `msPerFrame` of the fake clock; tasks run when the test says so. */
function setup(msPerFrame = 1) {
  let clock = 0;
  const tasks: (() => void)[] = [];
  const commands: RelayCommand[] = [];
  const sockets = new Map<number, RelaySocket>();
  const seen: string[] = [];
  const socket = (id: number) => {
    const s = new RelaySocket(
      id,
      (c) => commands.push(c),
      (gone) => sockets.delete(gone),
      () => undefined,
    );
    s.onmessage = (e) => {
      seen.push(`${id}:${String(e.data)}`);
      clock += msPerFrame;
    };
    s.onclose = (e) => seen.push(`${id}:close ${e.code}`);
    sockets.set(id, s);
    return s;
  };
  const inbox = new RelayInbox(
    (id) => sockets.get(id),
    () => clock,
    (run) => tasks.push(run),
    4,
  );
  const runTask = () => tasks.shift()?.();
  return { inbox, socket, seen, tasks, runTask, commands, sockets };
}

const frames = (id: number, ...list: string[]) => ({ id, ev: 'frames' as const, frames: list });

describe('RelayInbox (the page side of the socket relay)', () => {
  it('hands a batch over frame by frame, in slices of 4 ms, the rest in tasks of their own', () => {
    const t = setup(1);
    t.socket(1);
    t.inbox.push(frames(1, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'));
    expect(t.seen).toEqual(['1:a', '1:b', '1:c', '1:d']);
    expect(t.tasks).toHaveLength(1);
    t.runTask();
    expect(t.seen).toHaveLength(8);
    t.runTask();
    expect(t.seen).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((f) => `1:${f}`));
    expect(t.tasks).toHaveLength(0);
  });

  it('keeps what comes meanwhile behind the rest: the frames of a socket, then its close', () => {
    const t = setup(2);
    t.socket(1);
    t.socket(2);
    t.inbox.push(frames(1, 'a', 'b', 'c', 'd'));
    expect(t.seen).toEqual(['1:a', '1:b']);
    t.inbox.push(frames(2, 'x'));
    t.inbox.push({ id: 1, ev: 'close', code: 1006, reason: '', wasClean: false });
    expect(t.seen).toEqual(['1:a', '1:b']);
    t.runTask();
    t.runTask();
    expect(t.seen).toEqual(['1:a', '1:b', '1:c', '1:d', '2:x', '1:close 1006']);
    expect(t.sockets.has(1)).toBe(false);
  });

  it('hands a whole batch over at once when it is quick', () => {
    const t = setup(0.1);
    t.socket(1);
    t.inbox.push({ id: 1, ev: 'open' });
    t.inbox.push(frames(1, 'a', 'b', 'c'));
    expect(t.seen).toEqual(['1:a', '1:b', '1:c']);
    expect(t.tasks).toHaveLength(0);
  });

  it('drops the frames of a socket closed part way through a batch, and those of a socket it does not know', () => {
    const t = setup(0);
    const s = t.socket(1);
    s.onmessage = (e) => {
      t.seen.push(String(e.data));
      if (e.data === 'stop') s.close(1000, 'done');
    };
    t.inbox.push(frames(1, 'go', 'stop', 'never'));
    t.inbox.push(frames(9, 'nobody'));
    expect(t.seen).toEqual(['go', 'stop']);
    expect(t.commands).toEqual([{ op: 'close', id: 1, code: 1000, reason: 'done' }]);
  });
});
