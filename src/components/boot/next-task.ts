/**
 * Resolves in a new task of the browser's event loop, so the work after `await nextTask()` is not part of the task
 * that awaited it: the browser may paint and answer input in between (a long task blocks both; Lighthouse's TBT
 * counts every task's time over 50 ms). `scheduler.yield()` where the browser has it (its continuation runs ahead
 * of other queued tasks), a message otherwise (no 4 ms clamp as nested timers get), a timer where neither exists.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
