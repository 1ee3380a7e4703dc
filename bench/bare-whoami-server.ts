/**
 * The baseline of the whoami benchmark: a bare node:http handler that runs exactly the SQL statements the real
 * GET /api/v1/accounts/whoami/ ran (recorded by whoami-throughput.ts) through the same driver (pg) with the same
 * pool size, and answers with the last row as JSON. No framework, no token check, no serialization schema.
 */
import http from 'node:http';
import pg from 'pg';
import type { RecordedStatement } from './recorded-statements';


const statements: RecordedStatement[] = JSON.parse(process.env.BENCH_STATEMENTS ?? '[]');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_POOL_SIZE ?? 10) });
const port = Number(process.env.PORT ?? 3302);

const server = http.createServer(async (_request, response) => {
  try {
    let last: unknown = null;
    for (const statement of statements) {
      const result = await pool.query({ text: statement.text, values: statement.values, name: statement.name });
      last = result.rows[0] ?? null;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(last));
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
    if (process.env.BENCH_DEBUG) console.error(error);
  }
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
