import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: work queued before it runs first, the current task finishes first', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('after nextTask'));
    setTimeout(() => order.push('timer queued before'), 0);
    order.push('rest of this task');
    await Promise.resolve();
    expect(order).toEqual(['rest of this task']);
    await later;
    expect(order[0]).toBe('rest of this task');
    expect(order).toContain('after nextTask');
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(async () => undefined);
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      await nextTask();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
