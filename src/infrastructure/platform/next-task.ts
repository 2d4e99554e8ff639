const queue: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Runs `run` soon, in a task of its own (after the current one and whatever the browser has waiting: a frame, input):
 * a message the page posts to itself. Unlike a timer, a message is not slowed to once a second, or once a minute, in
 * a hidden tab.
 */
export function nextTask(run: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
    // Node's ports keep the process alive (the browser's have no unref)
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  queue.push(run);
  channel.port2.postMessage(null);
}
