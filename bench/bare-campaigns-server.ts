/**
 * The baseline of the campaigns-list benchmark: a bare node:http handler that runs exactly the SQL statements the real
 * GET /api/v1/campaigns/ ran for one request (recorded by campaigns-list.ts: token user, count, page, placements of
 * the page, type exposure) through the same driver (pg) with the same pool size, and answers with the rows of every
 * statement as JSON. No framework, no token check, no view mapping, no serialization schema. One recorded request per
 * path (`/single`, `/multi`, …): BENCH_STATEMENTS is `{ [path]: statements }`.
 */
import http from 'node:http';
import pg from 'pg';
import type { RecordedStatement } from './recorded-statements';


const requests: Record<string, RecordedStatement[]> = JSON.parse(process.env.BENCH_STATEMENTS ?? '{}');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_POOL_SIZE ?? 10) });
const port = Number(process.env.PORT ?? 3322);

const server = http.createServer(async (request, response) => {
  const statements = requests[(request.url ?? '/').split('?')[0]];
  if (!statements) {
    response.writeHead(404);
    response.end();
    return;
  }
  try {
    const results: unknown[] = [];
    for (const statement of statements) {
      // rowMode rides along untyped: pg's overloads type array rows separately, and the rows are only serialized here.
      const config: pg.QueryConfig = Object.assign({ text: statement.text, values: statement.values, name: statement.name }, statement.rowMode && { rowMode: statement.rowMode });
      const result = await pool.query(config);
      results.push(result.rows);
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(results));
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
    if (process.env.BENCH_DEBUG) console.error(error);
  }
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
