// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): every operation through node-postgres, whose type parsing differs from PGlite's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loadDocument, operationsOf, type OpenApiDocument, type Operation } from './openapi-document';
import { seedFuzzWorld, type FuzzWorld } from './personas';
import { describeRequest, requestArbitrary, type FuzzRequest } from './request-cases';
import { foundBugs } from './found-bugs';
import { createConformanceCheck } from './response-conformance';

/**
 * Property-based fuzzing of every operation in server/openapi.json (docs/testing.md, "Fuzzing"): valid and hostile
 * requests as every persona must never get a 5xx or a dropped connection, and every answer must be documented.
 *
 * FUZZ_RUNS     cases per operation (default 12 on PGlite, 8 on PostgreSQL; `npm run fuzz` uses 200)
 * FUZZ_SEED     base seed (default fixed); each operation's seed is derived from it and its operationId
 * FUZZ_ONLY     a regular expression of operationIds to run, for reproducing one failure
 * FUZZ_SHRINK=1 shrink a failing case to a smaller one (replays requests, so state may differ)
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const runs = Number(process.env.FUZZ_RUNS ?? (onPostgres ? 8 : 12));
const baseSeed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;

// The committed document names the tests; the cases and checks use the one the app serves (openapi.test.ts keeps
// the two equal), so the fuzzer follows the code while the committed file waits for `npm run generate:api`.
const committed = loadDocument();

/**
 * Operations that destroy what later cases use run last: the deletes (a campaign, the influencer's profile, payout
 * details), and account deletion at the very end. Account deletion never succeeds here anyway: it needs the
 * account's password, which the fuzzer does not know.
 */
function runOrder(operation: Operation): number {
  if (operation.operationId === 'deleteMyAccount') return 2;
  return operation.method === 'DELETE' ? 1 : 0;
}
const operations = operationsOf(committed)
  .filter((operation) => !only || only.test(operation.operationId))
  .sort((a, b) => runOrder(a) - runOrder(b));

function seedOf(operationId: string): number {
  let hash = baseSeed | 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const shorten = (text: string, length = 1200) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

async function send(t: TestApp, check: ReturnType<typeof createConformanceCheck>, operation: Operation, request: FuzzRequest): Promise<void> {
  let response;
  try {
    response = await t.app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload() });
  } catch (error) {
    throw new Error(`${operation.operationId}: the request was dropped (inject threw ${String(error)})\n${describeRequest(request)}`);
  }
  const problems = check(operation, response);
  if (problems.length > 0) {
    throw new Error(
      `${operation.operationId}: ${problems.join('; ')}\n${describeRequest(request)}\n  response: ${response.statusCode} ${String(response.headers['content-type'])}\n  ${shorten(response.body)}`,
    );
  }
}

describe(`OpenAPI fuzzing (${runs} cases per operation, seed ${baseSeed}, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let world: FuzzWorld;
  let served: OpenApiDocument;
  let servedOperations: Map<string, Operation>;
  let check: ReturnType<typeof createConformanceCheck>;

  before(async () => {
    // Personas sign up and sign in at once: e-mail verification has its own tests.
    t = await createTestApp({ AUTH_EMAIL_VERIFICATION: 'off' });
    world = await seedFuzzWorld(t);
    served = (await t.app.inject({ method: 'GET', url: '/api/v1/schema/' })).json() as OpenApiDocument;
    servedOperations = new Map(operationsOf(served).map((operation) => [`${operation.method} ${operation.path}`, operation]));
    check = createConformanceCheck(served);
  });
  after(async () => {
    await t?.close();
  });

  it('covers every operation of the document', () => {
    assert.ok(only || operations.length >= 90, `only ${operations.length} operations found in openapi.json`);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path} (${operation.operationId})`, async () => {
      const seed = seedOf(operation.operationId);
      const current = servedOperations.get(`${operation.method} ${operation.path}`);
      assert.ok(current, `${operation.method} ${operation.path} is in server/openapi.json but the app no longer serves it`);
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(served, current, world), (request) => send(t, check, current, request)),
          { seed, numRuns: runs, endOnFailure: process.env.FUZZ_SHRINK !== '1', includeErrorInReport: true },
        );
      } catch (error) {
        const reproduce = `Reproduce: FUZZ_SEED=${baseSeed} FUZZ_RUNS=${runs} FUZZ_ONLY='^${operation.operationId}$' npm run fuzz (operation seed ${seed})`;
        throw new Error(`${reproduce}\n${(error as Error).message}`);
      }
    });
  }

  it('answers the requests it once failed on with a documented 4xx', async () => {
    for (const bug of foundBugs) {
      const persona = world.personas.find((candidate) => candidate.name === bug.as);
      assert.ok(persona, bug.as);
      const path = new URL(bug.url, 'http://x').pathname;
      const operation = [...servedOperations.values()].find((candidate) => candidate.method === bug.method && new RegExp(`^${candidate.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
      assert.ok(operation, `${bug.method} ${bug.url} matches an operation`);
      const request: FuzzRequest = { kind: 'hostile field', note: bug.what, persona, method: bug.method, url: bug.url, headers: { ...persona.headers, ...bug.headers }, payload: () => bug.payload };
      await send(t, check, operation, request);
      const response = await t.app.inject({ method: bug.method, url: bug.url, headers: request.headers, payload: bug.payload });
      assert.equal(response.statusCode, bug.status, `${bug.what}: ${response.body.slice(0, 300)}`);
    }
  });

  it('still serves a signed-in caller after the fuzzing', async () => {
    const brand = world.personas.find((persona) => persona.name === 'brand admin');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: brand?.headers });
    assert.equal(response.statusCode, 200, response.body);
  });
});
