import pg from 'pg';

/** One SQL statement the API sent, as the bare baseline servers replay it. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  /** Set when the API prepares the statement by name; the baseline prepares it the same way. */
  name?: string;
  /** drizzle asks for array rows on selects with joins; the baseline asks for the same. */
  rowMode?: 'array';
}

/** Every statement the pg driver sends while `work` runs (the driver's prototype is patched for that time only). */
export async function recordStatements(work: () => Promise<void>): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function recordingQuery(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; name?: string; values?: unknown[]; rowMode?: 'array' }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? second : (first.values ?? second)) ?? [];
    const statement: RecordedStatement = { text, values };
    if (typeof first !== 'string' && first.name) statement.name = first.name;
    if (typeof first !== 'string' && first.rowMode) statement.rowMode = first.rowMode;
    statements.push(statement);
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalQuery;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = originalQuery;
  }
  return statements;
}
