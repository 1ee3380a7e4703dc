import { isLongTask, isMetricName, isSlowApiCall, isSlowResource, metricNames, rate, webVitalBudgets } from './metric-budgets';

describe('rate(): SPEC §9 web-vital budgets (good limit / warning threshold)', () => {
  it.each([
    ['LCP', 2500, 4000],
    ['INP', 200, 500],
    ['CLS', 0.1, 0.25],
    ['FCP', 1800, 3000],
    ['TTFB', 800, 1800],
  ] as const)('%s: good up to %s, needs improvement up to %s, poor above', (name, good, poor) => {
    expect(webVitalBudgets[name]).toEqual({ good, poor });
    expect(rate(name, 0)).toBe('good');
    expect(rate(name, good)).toBe('good');
    expect(rate(name, good * 1.01)).toBe('needs-improvement');
    expect(rate(name, poor)).toBe('needs-improvement');
    expect(rate(name, poor * 1.01)).toBe('poor');
  });
});

describe('rate(): API, long tasks, resources and measures', () => {
  it('API response times: good under 300 ms, needs improvement under 1000 ms, poor above', () => {
    expect(rate('api_response_time', 299)).toBe('good');
    expect(rate('api_response_time', 300)).toBe('needs-improvement');
    expect(rate('api_response_time', 999)).toBe('needs-improvement');
    expect(rate('api_response_time', 1000)).toBe('poor');
  });

  it('an API call over 2000 ms is slow', () => {
    expect(isSlowApiCall(2000)).toBe(false);
    expect(isSlowApiCall(2001)).toBe(true);
  });

  it('long tasks over 50 ms are recorded and rated poor above 100 ms', () => {
    expect(isLongTask(50)).toBe(false);
    expect(isLongTask(51)).toBe(true);
    expect(rate('long_task', 50)).toBe('good');
    expect(rate('long_task', 100)).toBe('needs-improvement');
    expect(rate('long_task', 101)).toBe('poor');
  });

  it('resources slower than 1000 ms are slow', () => {
    expect(isSlowResource(1000)).toBe(false);
    expect(isSlowResource(1001)).toBe(true);
    expect(rate('slow_resource', 1500)).toBe('poor');
  });

  it('measures: good under 100 ms, needs improvement under 300 ms, poor above', () => {
    expect(rate('measure', 99)).toBe('good');
    expect(rate('measure', 100)).toBe('needs-improvement');
    expect(rate('measure', 299)).toBe('needs-improvement');
    expect(rate('measure', 300)).toBe('poor');
  });
});

it('the allow-list of metric names', () => {
  expect(metricNames).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'api_response_time', 'long_task', 'slow_resource', 'measure']);
  expect(isMetricName('LCP')).toBe(true);
  expect(isMetricName('lcp')).toBe(false);
  expect(isMetricName('__proto__')).toBe(false);
});
