import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { gifImage, pngImage } from './helpers/image-fixtures';
import { multipartBody, type MultipartPart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

interface AssetBody {
  id: string;
  file_name: string;
  content_type: string;
  kind: string;
  purpose: string;
  size: number;
  url: string;
}

const tenMiB = 10 * 1024 * 1024;
let t: TestApp;
let ana: string;
let ben: string;

function upload(token: string | undefined, parts: MultipartPart[], method: 'POST' | 'PUT' | 'PATCH' = 'POST', id?: string) {
  const body = multipartBody(parts);
  return t.app.inject({
    method,
    url: id ? `/api/v1/assets/${id}/` : '/api/v1/assets/',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const file = (value: Buffer, fileName = 'picture.png', contentType = 'image/png'): MultipartPart => ({ name: 'file', value, fileName, contentType });

async function uploaded(token: string, parts: MultipartPart[]): Promise<AssetBody> {
  const response = await upload(token, parts);
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as AssetBody;
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'assets');
  const found: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name));
      else found.push(path.join(dir, entry.name));
    }
  }
  await walk(root);
  return found;
}

before(async () => {
  t = await createTestApp();
  ana = await signUpAndGetToken(t.app, { email: 'ana@example.test', password: 'Secret!234', name: 'Ana Test', persona: 'influencer' });
  ben = await signUpAndGetToken(t.app, { email: 'ben@example.test', password: 'Secret!234', name: 'Ben Test', persona: 'brand' });
});
after(() => t.close());

describe('POST /api/v1/assets/', () => {
  it('stores an image, decides its type by its bytes and reports its size and dimensions', async () => {
    const png = pngImage(7, 9);
    const asset = await uploaded(ana, [{ name: 'purpose', value: 'profile_picture' }, file(png, 'me.png')]);
    assert.equal(asset.content_type, 'image/png');
    assert.equal(asset.kind, 'image');
    assert.equal(asset.purpose, 'profile_picture');
    assert.equal(asset.size, png.length);
    assert.equal(asset.url, `/api/v1/assets/${asset.id}/download/`);
    const meta = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${asset.id}/metadata/`, headers: bearer(ana) });
    assert.equal(meta.statusCode, 200);
    assert.deepEqual([meta.json().width, meta.json().height], [7, 9]);
  });

  it('believes the bytes, not the name or the declared type', async () => {
    const asset = await uploaded(ana, [file(gifImage(), 'holiday.png', 'image/png')]);
    assert.equal(asset.content_type, 'image/gif');
  });

  for (const [label, bytes, name] of [
    ['a script named .png', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evil.png'],
    ['a Windows executable named .jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'photo.jpg'],
    ['an SVG (scriptable) image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'doc.png'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ] as const) {
    it(`refuses ${label} with 415 and SPEC's message`, async () => {
      const response = await upload(ana, [file(bytes, name)]);
      assert.equal(response.statusCode, 415, response.body);
      assert.deepEqual(errorBody(response), { detail: 'Unsupported file type. Please choose a different file.', code: 'unsupported_file_type' });
    });
  }

  it('accepts exactly 10 MB and refuses one byte more with 413', async () => {
    const exact = pngImage(1, 1, tenMiB);
    assert.equal(exact.length, tenMiB);
    const ok = await upload(ana, [file(exact)]);
    assert.equal(ok.statusCode, 201, ok.body);
    const over = await upload(ana, [file(pngImage(1, 1, tenMiB + 1))]);
    assert.equal(over.statusCode, 413, over.body);
    assert.deepEqual(errorBody(over), { detail: 'File too large. Maximum size: 10MB', code: 'payload_too_large' });
  });

  for (const name of ['../../etc/passwd.png', '..\\..\\windows\\win.ini.png', '/abs/path/me.png', 'a/b\\c.png', '\u0000.png', '"quoted".png']) {
    it(`keeps the path-like name ${JSON.stringify(name)} as a display name only`, async () => {
      const before = await storedFiles();
      const asset = await uploaded(ana, [file(pngImage(), name)]);
      assert.ok(!/[\\/]/.test(asset.file_name), asset.file_name);
      assert.ok(!asset.file_name.includes('\u0000') && !asset.file_name.includes('"'));
      const after = await storedFiles();
      const added = after.filter((entry) => !before.includes(entry));
      assert.equal(added.length, 1);
      assert.ok(added[0]!.startsWith(path.join(t.dataDir, 'assets') + path.sep));
      assert.ok(!added[0]!.includes('passwd') && !added[0]!.includes('win.ini'));
    });
  }

  it('explains a missing file, an unknown purpose, a second file, a non-multipart body and a missing token', async () => {
    const noFile = await upload(ana, [{ name: 'purpose', value: 'other' }]);
    assert.equal(noFile.statusCode, 400);
    assert.deepEqual(noFile.json().errors, { file: ['Choose a file to upload.'] });
    const badPurpose = await upload(ana, [{ name: 'purpose', value: 'wallpaper' }, file(pngImage())]);
    assert.equal(badPurpose.statusCode, 400);
    assert.match(badPurpose.json().errors.purpose[0], /Purpose must be one of/);
    const two = await upload(ana, [file(pngImage()), file(pngImage())]);
    assert.equal(two.statusCode, 400);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: bearer(ana), payload: { file: 'x' } });
    assert.equal(json.statusCode, 415);
    assert.equal((await upload(undefined, [file(pngImage())])).statusCode, 401);
  });
});

describe('reading, changing and deleting assets', () => {
  it("lists only the caller's own assets, newest first, filtered by kind and purpose", async () => {
    const mine = await uploaded(ben, [{ name: 'purpose', value: 'brand_logo' }, file(pngImage(), 'logo.png')]);
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/assets/?purpose=brand_logo', headers: bearer(ben) });
    assert.equal(page.statusCode, 200);
    assert.deepEqual(page.json().results.map((a: AssetBody) => a.id), [mine.id]);
    const anas = await t.app.inject({ method: 'GET', url: '/api/v1/assets/?page_size=100', headers: bearer(ana) });
    assert.ok(anas.json().results.every((a: AssetBody) => a.id !== mine.id));
  });

  it("answers 404 for another user's asset on every route", async () => {
    const private_ = await uploaded(ana, [{ name: 'purpose', value: 'content' }, file(pngImage(), 'draft.png')]);
    for (const [method, suffix] of [['GET', ''], ['GET', 'metadata/'], ['GET', 'download/'], ['DELETE', '']] as const) {
      const response = await t.app.inject({ method, url: `/api/v1/assets/${private_.id}/${suffix}`, headers: bearer(ben) });
      assert.equal(response.statusCode, 404, `${method} ${suffix}`);
    }
    assert.equal((await upload(ben, [{ name: 'file_name', value: 'mine.png' }], 'PATCH', private_.id)).statusCode, 404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${private_.id}/download/` });
    assert.equal(anonymous.statusCode, 404);
  });

  it('serves public pictures to anyone and private files to their owner, with safe headers', async () => {
    const png = pngImage(3, 3);
    const picture = await uploaded(ana, [{ name: 'purpose', value: 'profile_picture' }, file(png, 'ünïcode me.png')]);
    const anyone = await t.app.inject({ method: 'GET', url: picture.url });
    assert.equal(anyone.statusCode, 200);
    assert.equal(anyone.headers['content-type'], 'image/png');
    assert.equal(anyone.headers['x-content-type-options'], 'nosniff');
    assert.equal(anyone.headers['content-disposition'], `attachment; filename="_n_code me.png"; filename*=UTF-8''%C3%BCn%C3%AFcode%20me.png`);
    assert.deepEqual(anyone.rawPayload, png);
    const draft = await uploaded(ana, [file(png, 'draft.png')]);
    const owner = await t.app.inject({ method: 'GET', url: draft.url, headers: bearer(ana) });
    assert.equal(owner.statusCode, 200);
    assert.match(String(owner.headers['cache-control']), /^private/);
  });

  it('renames, changes purpose and replaces the file; the old bytes are removed', async () => {
    const asset = await uploaded(ana, [file(pngImage(), 'first.png')]);
    const renamed = await upload(ana, [{ name: 'file_name', value: 'second.png' }, { name: 'purpose', value: 'content' }], 'PATCH', asset.id);
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual([renamed.json().file_name, renamed.json().purpose], ['second.png', 'content']);
    const before = await storedFiles();
    const replaced = await upload(ana, [file(gifImage(), 'third.gif')], 'PUT', asset.id);
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(replaced.json().content_type, 'image/gif');
    assert.equal((await storedFiles()).length, before.length);
    const spoofed = await upload(ana, [file(Buffer.from('not an image'), 'x.png')], 'PUT', asset.id);
    assert.equal(spoofed.statusCode, 415);
  });

  it('deletes the row and the stored file; a second delete is 404', async () => {
    const asset = await uploaded(ana, [file(pngImage(), 'gone.png')]);
    const before = (await storedFiles()).length;
    const first = await t.app.inject({ method: 'DELETE', url: `/api/v1/assets/${asset.id}/`, headers: bearer(ana) });
    assert.equal(first.statusCode, 204);
    assert.equal((await storedFiles()).length, before - 1);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/assets/${asset.id}/`, headers: bearer(ana) });
    assert.equal(again.statusCode, 404);
  });
});

/** The smallest file `file-type` recognises as MP4: an ftyp box with the mp42 brand, then an empty mdat. */
const mp4Video = () => Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'),
  Buffer.from([0, 0, 0, 8]), Buffer.from('mdat'),
]);

describe('downloads are attachments; only images are shown inline, through their own URL', () => {
  it('download/ is always an attachment; inline/ shows an image inline with the same access rules', async () => {
    const picture = await uploaded(ana, [{ name: 'purpose', value: 'profile_picture' }, file(pngImage(), 'me.png')]);
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${picture.id}/download/` });
    assert.equal(download.headers['content-disposition'], `attachment; filename="me.png"; filename*=UTF-8''me.png`);
    const inline = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${picture.id}/inline/` });
    assert.equal(inline.statusCode, 200);
    assert.equal(inline.headers['content-type'], 'image/png');
    assert.equal(inline.headers['content-disposition'], `inline; filename="me.png"; filename*=UTF-8''me.png`);
    assert.equal(inline.headers['x-content-type-options'], 'nosniff');

    const draft = await uploaded(ana, [file(pngImage(), 'draft.png')]);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/assets/${draft.id}/inline/` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/assets/${draft.id}/inline/`, headers: bearer(ben) })).statusCode, 404);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${draft.id}/inline/`, headers: bearer(ana) });
    assert.match(String(own.headers['content-disposition']), /^inline; /);
  });

  it('a video asked for inline is still sent as an attachment', async () => {
    const video = await uploaded(ana, [{ name: 'purpose', value: 'content' }, file(mp4Video(), 'clip.mp4', 'video/mp4')]);
    assert.equal(video.content_type, 'video/mp4');
    const inline = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${video.id}/inline/`, headers: bearer(ana) });
    assert.equal(inline.statusCode, 200);
    assert.equal(inline.headers['content-disposition'], `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`);
  });

  it('file names lose bidirectional controls at upload, at rename and in the download header', async () => {
    const spoof = 'invoice\u202Egpj.exe\u2066\u2069\u202A\u202B\u202C\u202D.png';
    const asset = await uploaded(ana, [file(pngImage(), spoof)]);
    assert.equal(asset.file_name, 'invoicegpj.exe.png');
    const renamed = await upload(ana, [{ name: 'file_name', value: 'report\u202E\u2067fdp.png' }], 'PATCH', asset.id);
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((renamed.json() as AssetBody).file_name, 'reportfdp.png');
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${asset.id}/download/`, headers: bearer(ana) });
    assert.equal(download.headers['content-disposition'], `attachment; filename="reportfdp.png"; filename*=UTF-8''reportfdp.png`);
  });

  it("encodes quotes, parentheses and non-ASCII in the name the RFC 5987 way", async () => {
    const asset = await uploaded(ana, [file(pngImage(), "it's (final)*.png")]);
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/assets/${asset.id}/download/`, headers: bearer(ana) });
    assert.equal(download.headers['content-disposition'], `attachment; filename="it's (final).png"; filename*=UTF-8''it%27s%20%28final%29.png`);
  });
});
