import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config';
import { banner, openAddresses } from '../../src/start-banner';

const interfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4' as const, mac: '00:00:00:00:00:00', internal: true, cidr: null }],
  eth0: [
    { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4' as const, mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: null },
    { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6' as const, mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: null, scopeid: 2 },
  ],
};
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ih-banner', ...env });

describe('start banner: only addresses where sign-in works', () => {
  it('with PUBLIC_URL set, prints only PUBLIC_URL', () => {
    const text = banner(config({ PUBLIC_URL: 'https://app.example.com', HOST: '0.0.0.0' }), 'http://127.0.0.1:3000', null, interfaces);
    assert.match(text, /Open:\s+https:\/\/app\.example\.com\n/);
    assert.doesNotMatch(text, /127\.0\.0\.1|192\.168/);
    assert.match(text, /API docs:\s+https:\/\/app\.example\.com\/api\/v1\/docs\//);
  });

  it('without PUBLIC_URL on every interface, prints localhost and each address of the machine', () => {
    assert.deepEqual(openAddresses(config({ HOST: '0.0.0.0', PORT: '3000' }), 'http://127.0.0.1:3000', interfaces), [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
    ]);
  });

  it('without PUBLIC_URL on loopback, prints localhost and the listening address', () => {
    assert.deepEqual(openAddresses(config({ HOST: '127.0.0.1', PORT: '4123' }), 'http://127.0.0.1:4123', interfaces), [
      'http://localhost:4123',
      'http://127.0.0.1:4123',
    ]);
    const text = banner(config({ HOST: '127.0.0.1', PORT: '4123' }), 'http://127.0.0.1:4123', null, interfaces);
    assert.match(text, /Open:\s+http:\/\/localhost:4123\n\s+http:\/\/127\.0\.0\.1:4123\n/);
    assert.match(text, /E-mails:\s+kept in \/tmp\/ih-banner\/outbox/);
  });

  it('on one LAN address only, prints just that address (localhost would not answer)', () => {
    assert.deepEqual(openAddresses(config({ HOST: '192.168.1.20', PORT: '3000' }), 'http://192.168.1.20:3000', interfaces), ['http://192.168.1.20:3000']);
  });
});
