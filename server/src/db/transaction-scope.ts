import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';

/**
 * A request-wide transaction (docs/idempotency.md "Atomicity"): a keyed mutating request runs its handler inside one
 * transaction and stores its idempotency response in it, so its writes and its stored answer commit together.
 * Repositories receive `scopedDatabase(db)`, which resolves to that transaction while one is bound and to the root
 * client otherwise; their own `transaction(...)` calls become savepoints inside it.
 */
interface TransactionScope {
  tx: Database;
  /** False once the transaction has ended: a callback that outlived it (a timer, a loop) uses the root client. */
  open: boolean;
  /** Work that must not run before the COMMIT (queueing a job, waking a loop); dropped on rollback. */
  afterCommit: Array<() => unknown>;
}

const storage = new AsyncLocalStorage<TransactionScope>();

const openScope = () => {
  const scope = storage.getStore();
  return scope?.open ? scope : undefined;
};

/** The Drizzle client every repository receives: the bound request transaction, or `root`. */
export function scopedDatabase(root: Database): Database {
  return new Proxy(root, {
    get(target, property) {
      const current = openScope()?.tx ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/**
 * Runs `work` inside one transaction of `root`, bound for `scopedDatabase`. After COMMIT the `afterCommit` callbacks
 * run outside the scope (their errors are reported to `onCallbackError`, the request already succeeded); a throw
 * rolls everything back and drops them.
 */
export async function inRequestTransaction<T>(
  root: Database, work: (tx: Database) => Promise<T>, onCallbackError: (error: unknown) => void,
): Promise<T> {
  let scope: TransactionScope | undefined;
  try {
    const result = await root.transaction(async (tx) => {
      scope = { tx: tx as unknown as Database, open: true, afterCommit: [] };
      return storage.run(scope, () => work(scope!.tx));
    });
    scope!.open = false;
    for (const callback of scope!.afterCommit) {
      // Outside the (finished) scope, so anything they start uses the root client.
      storage.exit(() => Promise.resolve().then(callback).catch(onCallbackError));
    }
    return result;
  } finally {
    if (scope) scope.open = false;
  }
}

/**
 * Runs `callback` once the current request transaction commits (never, if it rolls back), or now when there is none.
 * For side effects outside the database: a job queued before the COMMIT could run before its data is visible, and on
 * PGlite (one connection) a second client waiting for the transaction's lock would deadlock it.
 */
export function afterCommit(callback: () => unknown): Promise<void> {
  const scope = openScope();
  if (scope) {
    scope.afterCommit.push(callback);
    return Promise.resolve();
  }
  try {
    return Promise.resolve(callback()).then(() => undefined);
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Whether a request transaction is bound here (tests and diagnostics). */
export const inRequestScope = () => openScope() !== undefined;
