import { scrubReport, scrubText } from './scrub';

const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLWJ5dGVz';

describe('scrubText()', () => {
  it.each([
    [`token ${jwt} leaked`, 'token [redacted] leaked'],
    ['Authorization: Bearer abc.def-123', 'Authorization: Bearer [redacted]'],
    ['https://x.test/sso-callback?intent=signin&code=4/0AY&state=s', 'https://x.test/sso-callback?intent=signin&code=[redacted]&state=s'],
    ['/reset-password?token=abcdef', '/reset-password?token=[redacted]'],
    ['{"password":"Demo!2345","email":"a@b.c"}', '{"password":"[redacted]","email":"a@b.c"}'],
  ])('%s', (input, output) => {
    expect(scrubText(input)).toBe(output);
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('Cannot read properties of undefined (reading "id") at /campaigns?status=completed')).toBe(
      'Cannot read properties of undefined (reading "id") at /campaigns?status=completed',
    );
  });
});

it('scrubReport() cleans message, stack, url and breadcrumbs and keeps the rest', () => {
  const report = scrubReport({
    message: `bad ${jwt}`,
    stack: `Error: bad ${jwt}\n    at x`,
    url: 'http://localhost/reset?token=t0k',
    tags: { feature: 'auth' },
    breadcrumbs: [{ timestamp: 1, category: 'api' as const, message: 'GET /x?access_token=zz', data: { header: 'Bearer q', status: 500 } }],
  });
  expect(report).toEqual({
    message: 'bad [redacted]',
    stack: 'Error: bad [redacted]\n    at x',
    url: 'http://localhost/reset?token=[redacted]',
    tags: { feature: 'auth' },
    breadcrumbs: [{ timestamp: 1, category: 'api', message: 'GET /x?access_token=[redacted]', data: { header: 'Bearer [redacted]', status: 500 } }],
  });
});
