/**
 * What the main thread does on a first visit, task by task: the tool behind the Lighthouse work of issue 13.
 *
 * Opens one page of the production build (served as bench/lighthouse.ts serves it) in Debian's Chromium with the CPU
 * slowed down as Lighthouse's mobile profile slows it (4x, LIGHTHOUSE_CPU_SLOWDOWN to change), records a trace with
 * the JavaScript sampling profiler, and prints every task of the renderer's main thread over 50 ms (Lighthouse's long
 * task; MAIN_THREAD_MIN_TASK_MS to change) with what it was made of: the scripts it evaluated, layout and style work, and the JavaScript functions with
 * the most self time in it (file:line:column of the built, minified file; `ANALYZE=json npm run build` or the
 * source maps say which module that is).
 *
 * Run after `npm run build`: `npm run bench:main-thread -- brand /dashboard` (persona guest, brand or influencer; the
 * path, where `{brandId}` is replaced by the persona's brand). TRACE_FILE=path keeps the raw trace for DevTools.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { startServer } from './start-server';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

const [persona = 'brand', pagePath = '/dashboard'] = process.argv.slice(2);
const slowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const port = Number(process.env.MAIN_THREAD_PORT ?? 3204);
// Lighthouse's simulation multiplies the tasks of an unthrottled run by 4: LIGHTHOUSE_CPU_SLOWDOWN=1 MAIN_THREAD_MIN_TASK_MS=12
// lists the tasks it will count.
const minTaskMs = Number(process.env.MAIN_THREAD_MIN_TASK_MS ?? 50);

const server = await startServer(port, { SPA_DIST_DIR: process.env.BUILD_DIR ?? 'dist' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // Lighthouse's mobile screen (Moto G Power), so the first screen lays out as it does there.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  let brandId = '';
  if (persona !== 'guest') {
    const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
      headers: { origin: server.url },
      data: { email: `${persona}@demo.local`, password: 'Demo!2345' },
    });
    if (!signIn.ok()) throw new Error(`sign-in of ${persona}@demo.local answered ${signIn.status()}`);
    const session = await context.request.get(`${server.url}/api/auth/get-session`, { headers: { origin: server.url } });
    const token = session.headers()['set-auth-jwt'];
    const whoami = await context.request.get(`${server.url}/api/v1/accounts/whoami/`, { headers: { authorization: `Bearer ${token}` } });
    brandId = ((await whoami.json()) as { brand_id: string | null }).brand_id ?? '';
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const traceDone = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    },
  });
  await page.goto(`${server.url}${pagePath.replace('{brandId}', brandId)}`, { waitUntil: 'networkidle' });
  // Long enough for the work that follows the first screen (the prefetch after 2 s, the phone drawer's chunk).
  await page.waitForTimeout(4000);
  await cdp.send('Tracing.end');
  await traceDone;
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify({ traceEvents: events }));

  // The renderer's main thread: the thread that ran the page's ParseHTML.
  // (The first ParseHTML may be about:blank's in the renderer the navigation left.)
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && ((event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '').startsWith(server.url),
  );
  if (!parse) throw new Error('no ParseHTML in the trace');
  const mainThread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  const navigationStart = events.find((event) => event.name === 'navigationStart' && event.pid === parse.pid)?.ts ?? parse.ts;
  // Chromium writes each task twice (ThreadControllerImpl::RunTask around RunTask): the outer ones.
  const tasks = mainThread.filter((event) => event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask');
  const paints = mainThread.filter((event) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(event.name));

  // The sampling profiler's samples, each with its time and its leaf frame.
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profileStart = events.find((event) => event.name === 'Profile' && event.pid === parse.pid);
  let sampleTime = (profileStart?.args?.data?.startTime as number | undefined) ?? profileStart?.ts ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== parse.pid) continue;
    const chunk = (event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }) ?? {};
    for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.timeDeltas ?? [];
    (chunk.cpuProfile?.samples ?? []).forEach((node, index) => {
      sampleTime += deltas[index] ?? 0;
      samples.push({ ts: sampleTime, node });
    });
  }
  const frameLabel = (node: ProfileNode | undefined) => {
    if (!node) return '?';
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = (url ?? '').split('/').pop() || '(native)';
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
  };

  const ms = (microseconds: number) => (microseconds / 1000).toFixed(0);
  console.log(`${pagePath} as ${persona}, CPU ${slowdown}x; times from navigation start`);
  for (const paint of paints) console.log(`  ${paint.name} at ${ms(paint.ts - navigationStart)} ms`);
  let blocking = 0;
  for (const task of tasks) {
    const duration = task.dur ?? 0;
    if (duration < minTaskMs * 1000) continue;
    blocking += Math.max(0, duration - 50_000);
    const end = task.ts + duration;
    const inside = mainThread.filter((event) => event.ts >= task.ts && event.ts < end && event !== task && event.ph === 'X');
    const summary = new Map<string, number>();
    for (const event of inside) {
      const url = (event.args?.data?.url as string | undefined)?.split('/').pop();
      if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'Paint', 'PrePaint'].includes(event.name)) {
        const key = url ? `${event.name} ${url}` : event.name;
        summary.set(key, (summary.get(key) ?? 0) + (event.dur ?? 0));
      }
    }
    const selfTime = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.ts ?? end;
      const label = frameLabel(nodes.get(sample.node));
      selfTime.set(label, (selfTime.get(label) ?? 0) + (next - sample.ts));
    });
    console.log(`\ntask at ${ms(task.ts - navigationStart)} ms: ${ms(duration)} ms`);
    for (const [key, value] of [...summary].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${ms(value).padStart(5)} ms  ${key}`);
    console.log('  self time:');
    for (const [key, value] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms(value).padStart(5)} ms  ${key}`);
  }
  console.log(`\nblocking time of these tasks (each over 50 ms), whole trace: ${ms(blocking)} ms`);
} finally {
  await browser.close();
  server.stop();
}
