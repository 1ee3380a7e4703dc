// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): the worker loop claiming on its own connection while requests write.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxDeliveryLoop } from '../src/jobs/outbox-delivery.loop';

const quietLogger = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A delivery pass the test finishes by hand (`finish()`), counting how many started. */
function controlledDeliver() {
  let release: () => void = () => undefined;
  const state = {
    started: 0,
    finish: () => release(),
    deliver: () => {
      state.started += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  return state;
}

const until = async (done: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) assert.fail('timed out');
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe('outbox delivery loop', () => {
  it('delivers at start, and a kick during a pass asks for exactly one more pass', async () => {
    const d = controlledDeliver();
    const loop = createOutboxDeliveryLoop({ deliver: d.deliver, logger: quietLogger, intervalMs: 60_000 });
    loop.start();
    await until(() => d.started === 1);
    loop.kick();
    loop.kick();
    d.finish();
    await until(() => d.started === 2);
    d.finish();
    await loop.stop();
    assert.equal(d.started, 2, 'two kicks during one pass ran one more pass, and nothing after stop');
  });

  it('stop() waits for the pass in flight', async () => {
    const d = controlledDeliver();
    const loop = createOutboxDeliveryLoop({ deliver: d.deliver, logger: quietLogger, intervalMs: 60_000 });
    loop.start();
    await until(() => d.started === 1);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(stopped, false, 'still delivering');
    d.finish();
    await stopping;
    assert.equal(stopped, true);
    loop.kick();
    assert.equal(d.started, 1, 'a stopped loop ignores kicks');
  });

  it('keeps polling after a failed pass (the database was down)', async () => {
    let calls = 0;
    const loop = createOutboxDeliveryLoop({
      deliver: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unavailable');
      },
      logger: quietLogger,
      intervalMs: 5,
    });
    loop.start();
    await until(() => calls >= 3);
    await loop.stop();
  });
});
