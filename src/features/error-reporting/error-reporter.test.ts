import { addBreadcrumb, clearBreadcrumbs } from './breadcrumbs';
import { buildReport, reportError, setErrorTransport, type ErrorTransport } from './error-reporter';

const recordingTransport = () => {
  const sent: Array<Parameters<ErrorTransport['send']>> = [];
  return { sent, transport: { send: (...args: Parameters<ErrorTransport['send']>) => void sent.push(args) } };
};

afterEach(() => {
  setErrorTransport(null);
  clearBreadcrumbs();
});

describe('reportError (SPEC §8: tags for feature, operation and form)', () => {
  it('carries the tags, message, stack, page URL and the breadcrumbs', () => {
    const { sent, transport } = recordingTransport();
    setErrorTransport(transport);
    addBreadcrumb({ category: 'click', message: 'button "Publish"' });
    const error = new Error('Publishing failed');
    reportError(error, { feature: 'campaigns', operation: 'publish', form: 'campaign-review' });
    expect(sent).toHaveLength(1);
    const [report, original] = sent[0]!;
    expect(original).toBe(error);
    expect(report).toMatchObject({
      message: 'Publishing failed',
      stack: expect.stringContaining('Publishing failed'),
      tags: { feature: 'campaigns', operation: 'publish', form: 'campaign-review' },
      url: window.location.href,
      breadcrumbs: [expect.objectContaining({ category: 'click', message: 'button "Publish"' })],
      user_agent: navigator.userAgent,
    });
  });

  it('keeps what was caught before the transport is chosen, then sends it', () => {
    reportError(new Error('early'), { feature: 'auth' });
    const { sent, transport } = recordingTransport();
    setErrorTransport(transport);
    expect(sent.map(([report]) => [report.message, report.tags])).toEqual([['early', { feature: 'auth' }]]);
  });

  it('reports the same error object once', () => {
    const { sent, transport } = recordingTransport();
    setErrorTransport(transport);
    const error = new Error('twice');
    reportError(error, { feature: 'app' });
    reportError(error, { feature: 'router' });
    expect(sent).toHaveLength(1);
  });

  it('never throws into the caller when the transport fails', () => {
    setErrorTransport({ send: () => { throw new Error('transport down'); } });
    expect(() => reportError(new Error('x'))).not.toThrow();
    setErrorTransport({ send: () => Promise.reject(new Error('offline')) });
    expect(() => reportError(new Error('y'))).not.toThrow();
  });
});

describe('buildReport', () => {
  it('describes non-Error values, drops empty tags and scrubs tokens', () => {
    expect(buildReport({ code: 'E1' }, { feature: 'x', operation: '' })).toMatchObject({ message: '{"code":"E1"}', tags: { feature: 'x' } });
    expect(buildReport('Bearer abc.def', {}).message).toBe('Bearer [redacted]');
    expect(buildReport(new Error('m'.repeat(3000)), {}).message).toHaveLength(2000);
  });
});
