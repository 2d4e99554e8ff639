// Reads a Chromium trace (TRACE=<file> of trade-orders.bench.mjs, or any trace with the devtools.timeline categories)
// and prints where the page's renderer main thread spent the window: self time by event (script, style, layout,
// paint, commit), the tasks by length, and for the tasks over a frame's budget what they were made of.
// usage: node bench/trace-frames.mjs <trace.json> [budget ms, 16.7]
import { readFileSync } from 'node:fs';

const [file, budgetArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/trace-frames.mjs <trace.json> [budget ms]');
const budget = Number(budgetArg ?? 16.7);
const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents ?? [];
const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
// the page's main thread: the CrRendererMain with the most time in complete events
const byThread = new Map();
for (const e of complete) {
  const key = `${e.pid}:${e.tid}`;
  if (threadNames.get(key) === 'CrRendererMain') byThread.set(key, (byThread.get(key) ?? 0) + e.dur);
}
const [mainKey] = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
if (!mainKey) throw new Error('no renderer main thread in the trace');
const main = complete.filter((e) => `${e.pid}:${e.tid}` === mainKey).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const span = (main.at(-1).ts + main.at(-1).dur - main[0].ts) / 1000;

/** What a script event ran, for the top-level split of script time. */
const label = (e) => {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall')
    return `FunctionCall ${d.functionName || '(anonymous)'} ${String(d.url ?? '')
      .split('/')
      .pop()}:${d.lineNumber ?? ''}`;
  if (e.name === 'EventDispatch') return `EventDispatch ${d.type}`;
  if (e.name === 'TimerFire') return 'TimerFire';
  return e.name;
};

// self time per event name, the top-level tasks, and per task its self time by name
const self = new Map();
const scripts = new Map();
const tasks = [];
const stack = [];
for (const e of main) {
  const end = e.ts + e.dur;
  while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
  const parent = stack.at(-1);
  if (!parent) tasks.push({ ts: e.ts, dur: e.dur, self: new Map() });
  const task = tasks.at(-1);
  if (parent) {
    self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
    task.self.set(parent.name, (task.self.get(parent.name) ?? 0) - e.dur);
  }
  self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
  task.self.set(e.name, (task.self.get(e.name) ?? 0) + e.dur);
  // the outermost script event of a stack names what ran
  const inScript = stack.some((s) => s.script);
  const script =
    !inScript && ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.callFunction'].includes(e.name);
  if (script) scripts.set(label(e), (scripts.get(label(e)) ?? 0) + e.dur);
  stack.push({ end, name: e.name, script: script || inScript });
}

const ms = (us) => (us / 1000).toFixed(1).padStart(8);
const busy = tasks.reduce((a, t) => a + t.dur, 0);
console.log(
  `# main thread ${mainKey}: ${tasks.length} tasks, busy ${ms(busy)} ms of ${span.toFixed(0)} ms (${((busy / 1000 / span) * 100).toFixed(0)} %)`,
);
console.log('# self time by event');
for (const [name, t] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(`${ms(t)} ms  ${name}`);
console.log('# script time by what started it (outermost event)');
for (const [name, t] of [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(t)} ms  ${name}`);
const long = tasks.filter((t) => t.dur / 1000 > budget);
console.log(
  `# tasks over ${budget} ms: ${long.length} (${ms(long.reduce((a, t) => a + t.dur, 0))} ms); lengths p50/p95/max ${[0.5, 0.95, 1]
    .map((q) => (tasks.map((t) => t.dur).sort((a, b) => a - b)[Math.min(tasks.length - 1, Math.floor(q * tasks.length))] / 1000).toFixed(1))
    .join(' / ')} ms`,
);
const longSelf = new Map();
for (const t of long) for (const [name, d] of t.self) longSelf.set(name, (longSelf.get(name) ?? 0) + d);
for (const [name, t] of [...longSelf.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(t)} ms  ${name}`);
