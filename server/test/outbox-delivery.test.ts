// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): deliveries claimed, backed off and retried across connections.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notifications } from '../src/db/schema/notifications.schema';
import { outboxEvents } from '../src/db/schema/outbox-events.schema';
import { outboxDeliveryJobName, outboxPruneJobName } from '../src/jobs/outbox-delivery.job';
import { createOutboxRepository, writeOutboxEvents } from '../src/repositories/outbox.repository';
import { deliverNotification, notificationEvents, notificationKind } from '../src/services/notification-outbox';
import { createOutboxService, outboxPolicy, type OutboxDeliverer } from '../src/services/outbox.service';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Delivery guarantees of the outbox worker (docs/outbox.md), on events written straight to the table. */
let t: TestApp;
let userId: string;
const db = () => t.database.db;

/** A logger that keeps what was logged at warn and error. */
function recordingLogger() {
  const lines: Array<{ level: 'warn' | 'error'; message: string }> = [];
  const noop = () => undefined;
  const logger = {
    level: 'info', info: noop, debug: noop, trace: noop, fatal: noop, silent: noop,
    warn: (_fields: unknown, message: string) => void lines.push({ level: 'warn', message }),
    error: (_fields: unknown, message: string) => void lines.push({ level: 'error', message }),
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

/** An outbox service on the test database with its own deliverers (a worker process of its own). */
const outboxWith = (deliverers: Record<string, OutboxDeliverer>, options: { batchSize?: number; logger?: FastifyBaseLogger } = {}) =>
  createOutboxService({ db: db(), repository: createOutboxRepository(db()), deliverers, logger: options.logger ?? t.app.log, batchSize: options.batchSize });

const notifyEvents = (keys: string[], to = userId) =>
  keys.flatMap((key) => notificationEvents([to], { event: 'test.event', eventKey: key, type: 'info', title: `Title ${key}`, message: 'Something happened.' }));
const noticesWith = (prefix: string) =>
  db().select().from(notifications).where(and(eq(notifications.userId, userId), like(notifications.eventKey, `${prefix}%`)));
const eventRow = async (key: string) => (await db().select().from(outboxEvents).where(eq(outboxEvents.eventKey, `notification:${key}:${userId}`)))[0]!;
const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

before(async () => {
  t = await createTestApp();
  await signUpAndGetToken(t.app, { email: 'ana@outbox-delivery.test', password: 'Secret!234', name: 'Ana', persona: 'influencer' });
  userId = (await t.app.context.users.findByEmail('ana@outbox-delivery.test'))!.id;
});
after(() => t.close());
// Every test starts with an empty queue, so the deliverers under test only see their own events.
beforeEach(async () => {
  await db().delete(outboxEvents).where(isNull(outboxEvents.deliveredAt));
});
/** Just past a stored time: PostgreSQL keeps microseconds, a JavaScript Date milliseconds. */
const justAfter = (time: Date) => new Date(time.getTime() + 1);

describe('outbox delivery', () => {
  it('writing an event twice stores it once, and delivering it twice creates one notification', async () => {
    const events = notifyEvents(['twice:1']);
    assert.equal(await writeOutboxEvents(db(), events), 1);
    assert.equal(await writeOutboxEvents(db(), events), 0, 'a retried request or re-run job writes nothing new');
    await t.app.context.outbox.deliverPending();
    // Redelivery of a notification already there (e.g. an operator reset the event): still one.
    await db().update(outboxEvents).set({ deliveredAt: null }).where(eq(outboxEvents.eventKey, events[0]!.eventKey));
    assert.equal((await t.app.context.outbox.deliverPending()).delivered, 1);
    assert.equal((await noticesWith('twice:')).length, 1);
  });

  it('three deliverers running at once deliver every event exactly once (SKIP LOCKED)', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `parallel:${i}`);
    await writeOutboxEvents(db(), notifyEvents(keys));
    const workers = [1, 2, 3].map(() => outboxWith({ [notificationKind]: deliverNotification }, { batchSize: 7 }));
    const results = await Promise.all(workers.map((worker) => worker.deliverPending()));
    assert.equal(results.reduce((sum, r) => sum + r.delivered, 0), 40, 'no event was delivered by two workers');
    assert.equal(results.reduce((sum, r) => sum + r.failed, 0), 0);
    const notes = await noticesWith('parallel:');
    assert.equal(notes.length, 40);
    assert.equal(new Set(notes.map((n) => n.eventKey)).size, 40);
  });

  it('a delivery that fails after inserting the notification rolls it back; the retry delivers it once', async () => {
    await writeOutboxEvents(db(), notifyEvents(['crash:1']));
    const dying = outboxWith({
      [notificationKind]: async (tx, payload, event) => {
        await deliverNotification(tx, payload, event);
        throw new Error('worker died before marking it delivered');
      },
    });
    assert.deepEqual(await dying.deliverPending(), { claimed: 1, delivered: 0, failed: 1 });
    assert.equal((await noticesWith('crash:')).length, 0, 'the insert rolled back with the failed attempt');
    const failed = await eventRow('crash:1');
    assert.equal(failed.attempts, 1);
    assert.match(failed.lastError ?? '', /worker died before marking it delivered/);
    assert.equal(failed.deliveredAt, null);

    assert.equal((await t.app.context.outbox.deliverPending()).claimed, 0, 'not before its backoff');
    await t.app.context.outbox.deliverPending({ at: justAfter(failed.availableAt) });
    assert.equal((await noticesWith('crash:')).length, 1);
    const delivered = await eventRow('crash:1');
    assert.ok(delivered.deliveredAt);
    assert.equal(delivered.lastError, null);
  });

  it('a failing event backs off 2, 4, 8 ... seconds up to 10 minutes, then stays as a logged dead letter', async () => {
    await writeOutboxEvents(db(), notifyEvents(['dead:1']));
    const { logger, lines } = recordingLogger();
    const failing = outboxWith({ [notificationKind]: async () => { throw new Error('mail server refuses'); } }, { logger });
    let at = new Date(Date.now() + 1_000);
    let due = at;
    for (let attempt = 1; attempt <= outboxPolicy.maxAttempts; attempt += 1) {
      assert.equal((await failing.deliverPending({ at })).failed, 1, `attempt ${attempt}`);
      const row = await eventRow('dead:1');
      assert.equal(row.attempts, attempt);
      assert.equal(seconds(due, row.availableAt), Math.min(2 ** attempt, outboxPolicy.maxBackoffSeconds), `backoff after attempt ${attempt}`);
      assert.equal((await failing.deliverPending({ at: new Date(row.availableAt.getTime() - 500) })).claimed, 0, 'waits out its backoff');
      due = row.availableAt;
      at = justAfter(due);
    }
    assert.deepEqual(lines.map((l) => l.level), [...Array(outboxPolicy.maxAttempts - 1).fill('warn'), 'error']);
    assert.match(lines.at(-1)!.message, /dead letter/);
    assert.equal((await failing.deliverPending({ at: new Date(Date.now() + 86_400_000) })).claimed, 0, 'a dead letter is not retried');
    assert.equal((await t.app.context.outbox.stats()).deadLetters, 1);
    // What docs/outbox.md tells an operator to run once the cause is fixed: the event is delivered.
    await db().update(outboxEvents).set({ attempts: 0, availableAt: sql`now()` }).where(eq(outboxEvents.eventKey, `notification:dead:1:${userId}`));
    await t.app.context.outbox.deliverPending();
    assert.equal((await noticesWith('dead:')).length, 1);
  });

  it('an event of an unknown kind fails and backs off without holding back the others', async () => {
    await writeOutboxEvents(db(), [{ eventKey: 'mystery:1', kind: 'carrier-pigeon', payload: {} }, ...notifyEvents(['beside-mystery:1'])]);
    const counts = await t.app.context.outbox.deliverPending();
    assert.deepEqual([counts.delivered, counts.failed], [1, 1]);
    assert.equal((await noticesWith('beside-mystery:')).length, 1);
    const [mystery] = await db().select().from(outboxEvents).where(eq(outboxEvents.eventKey, 'mystery:1'));
    assert.match(mystery!.lastError ?? '', /No deliverer for outbox events of kind "carrier-pigeon"/);
    await db().delete(outboxEvents).where(eq(outboxEvents.eventKey, 'mystery:1'));
  });

  it('an event for an account deleted since is delivered as nothing', async () => {
    await writeOutboxEvents(db(), notifyEvents(['gone:1'], randomUUID()));
    assert.deepEqual(await t.app.context.outbox.deliverPending(), { claimed: 1, delivered: 1, failed: 0 });
  });
});

describe('outbox jobs', () => {
  it('the every-minute job delivers what is due; the daily job prunes what was delivered over 7 days ago', async () => {
    await writeOutboxEvents(db(), notifyEvents(['cron:old', 'cron:recent', 'cron:pending']));
    await t.app.context.jobs.runNow(outboxDeliveryJobName);
    assert.equal((await noticesWith('cron:')).length, 3);
    const keyOf = (key: string) => `notification:${key}:${userId}`;
    await db().update(outboxEvents).set({ deliveredAt: sql`now() - interval '8 days'` }).where(eq(outboxEvents.eventKey, keyOf('cron:old')));
    await db().update(outboxEvents).set({ deliveredAt: sql`now() - interval '6 days'` }).where(eq(outboxEvents.eventKey, keyOf('cron:recent')));
    await db().update(outboxEvents).set({ deliveredAt: null, attempts: 3 }).where(eq(outboxEvents.eventKey, keyOf('cron:pending')));
    await t.app.context.jobs.runNow(outboxPruneJobName);
    const left = await db().select({ key: outboxEvents.eventKey }).from(outboxEvents)
      .where(inArray(outboxEvents.eventKey, ['cron:old', 'cron:recent', 'cron:pending'].map(keyOf)));
    assert.deepEqual(left.map((row) => row.key).sort(), [keyOf('cron:pending'), keyOf('cron:recent')]);
    assert.equal((await noticesWith('cron:')).length, 3, 'pruning the outbox never touches notifications');
  });
});
