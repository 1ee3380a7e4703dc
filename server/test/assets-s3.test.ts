import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage } from '../src/storage/s3.storage';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

const bucket = 'influence-assets';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;

before(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'ih-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
after(async () => {
  await t.close();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const storage = createS3Storage({ bucket, region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((item) => item.Key ?? '');
}

describe('assets on S3-compatible storage (s3rver)', () => {
  it('uploads into the bucket, downloads the same bytes and deletes the object', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'sam@example.test', password: 'Secret!234', name: 'Sam Test', persona: 'influencer' });
    const png = pngImage(5, 6);
    const body = multipartBody([{ name: 'purpose', value: 'profile_picture' }, { name: 'file', value: png, fileName: 'sam.png', contentType: 'image/png' }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
    assert.equal(created.statusCode, 201, created.body);
    const asset = created.json() as { id: string; url: string };
    const keys = await keysInBucket();
    assert.equal(keys.length, 1);
    assert.match(keys[0]!, /^assets\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);

    const download = await t.app.inject({ method: 'GET', url: asset.url });
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, png);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/assets/${asset.id}/`, headers: bearer(token) });
    assert.equal(removed.statusCode, 204);
    assert.deepEqual(await keysInBucket(), []);
  });

  it('deleteAllForOwner empties the bucket of that user only and can be repeated', async () => {
    const ann = await signUpAndGetToken(t.app, { email: 'ann@example.test', password: 'Secret!234', name: 'Ann Test', persona: 'influencer' });
    const bob = await signUpAndGetToken(t.app, { email: 'bob@example.test', password: 'Secret!234', name: 'Bob Test', persona: 'brand' });
    for (const token of [ann, ann, bob]) {
      const body = multipartBody([{ name: 'file', value: pngImage(), fileName: 'x.png', contentType: 'image/png' }]);
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
      assert.equal(response.statusCode, 201, response.body);
    }
    const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(ann) });
    const annId = (whoami.json() as { id: string }).id;
    assert.equal((await keysInBucket()).length, 3);
    await t.app.context.services.assets.deleteAllForOwner(annId);
    await t.app.context.services.assets.deleteAllForOwner(annId);
    const left = await keysInBucket();
    assert.equal(left.length, 1);
    assert.ok(!left[0]!.includes(annId));
  });
});
