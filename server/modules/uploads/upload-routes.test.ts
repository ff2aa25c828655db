import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { startTestS3, type TestS3 } from '../../../tests/helpers/s3-server';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { uploads } from '../../db/schema';
import { fileStorageFor } from '../../lib/file-storage-driver';
import { getUploadForMember } from './upload-service';

let ctx: TestContext;
let dataDir: string;
let owner: TestMember;
let stranger: TestMember;
let operator: TestMember;

const BOUNDARY = '----quayside-test-boundary';
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  who: TestMember,
  bytes: Buffer,
  options: { filename?: string; type?: string; lang?: 'en' | 'cn' | 'tw'; key?: string; field?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    headers: {
      ...who.headers(options.lang),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: multipart(bytes, options.filename ?? 'photo.jpg', options.type ?? 'image/jpeg', options.field),
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function jpegWithGps(): Promise<Buffer> {
  const base = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  return sharp(base)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'QuaysideCam', Model: 'Serial-12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A 200-byte PNG whose header claims 50,000 × 50,000 pixels, with valid CRCs (a decompression bomb). */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 1; // bit depth 1, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(6_251 * 8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function storedFiles(): Promise<number> {
  return (await fileStorageFor(ctx.deps.config).list()).length;
}

// Every test below runs on both stores: a folder under DATA_DIR and a bucket of a real S3-protocol server.
describe.each(['folder', 's3'] as const)('uploads in the %s store', (store) => {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-uploads-'));
    s3 = store === 's3' ? await startTestS3() : undefined;
    ctx = await createTestApp({ env: { DATA_DIR: dataDir, ...s3?.env } });
    owner = await createMemberWithToken(ctx);
    stranger = await createMemberWithToken(ctx);
    operator = await createMemberWithToken(ctx, { role: 'operator' });
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the file where the configuration says, under the key its row names', async () => {
    const png = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#445566' } })
      .png()
      .toBuffer();
    const { data } = (await upload(owner, png, { type: 'image/png', filename: 'where.png' })).json();
    const [row] = await ctx.deps.db.select().from(uploads).where(eq(uploads.id, data.id));
    const inFolder = existsSync(path.join(dataDir, 'uploads', row!.storageKey));
    if (store === 'folder') expect(inFolder).toBe(true);
    else {
      expect(inFolder).toBe(false);
      // Asked of the S3 server itself, not through the driver under test.
      const listing = await (await fetch(`${s3!.endpoint}/${s3!.bucketName}?list-type=2`)).text();
      expect(listing).toContain(`<Key>${row!.storageKey}</Key>`);
    }
  });

  describe('POST /api/upload/img', () => {
    it('stores a JPEG upright and without EXIF or GPS, and serves it back to its owner', async () => {
      const input = await jpegWithGps();
      const inputMeta = await sharp(input).metadata();
      expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer is there

      const res = await upload(owner, input);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        code: '0',
        msg: 'Success',
        data: { mime: 'image/jpeg', width: 20, height: 40, url: `/api/upload/${body.data.id}` },
      });

      const image = await ctx.app.inject({ method: 'GET', url: body.data.url, headers: owner.headers() });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const stored = image.rawPayload;
      expect(stored.length).toBe(body.data.bytes);
      expect(sha256(stored)).toBe(body.data.sha256);
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.includes('QuaysideCam')).toBe(false);
      expect([meta.width, meta.height]).toEqual([20, 40]);

      const row = await getUploadForMember(ctx.deps.db, body.data.id, owner.id);
      expect(row?.sha256).toBe(body.data.sha256);
      expect(await getUploadForMember(ctx.deps.db, body.data.id, stranger.id)).toBeNull();
    });

    it('accepts a PNG whatever the file is called', async () => {
      const png = await sharp({ create: { width: 8, height: 6, channels: 4, background: '#00aa0080' } })
        .png()
        .toBuffer();
      const res = await upload(owner, png, { filename: 'scan.jpeg', type: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ mime: 'image/png', width: 8, height: 6 });
    });

    it('refuses an HTML file named .jpg and sent as image/jpeg (V400 image.type)', async () => {
      const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
      const res = await upload(owner, html, { filename: 'holiday.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'V400',
        msg: 'Please select JPG, PNG, JPEG format picture',
        data: { fields: { file: 'Please select JPG, PNG, JPEG format picture' } },
      });
      const tw = await upload(owner, html, { lang: 'tw' });
      expect(tw.json()).toMatchObject({ code: 'V400', msg: '請選擇 JPG、PNG、JPEG 格式的圖片' });
    });

    it('refuses an SVG, and a JPEG that is only a magic number', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9"/></svg>',
      );
      const res = await upload(owner, svg, { filename: 'id.png', type: 'image/svg+xml', lang: 'cn' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'V400', msg: '请选择 JPG、PNG、JPEG 格式的图片' });
      const fake = await upload(owner, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
      expect(fake.json()).toMatchObject({ code: 'V400', msg: 'Please select JPG, PNG, JPEG format picture' });
    });

    it('refuses a file over the size limit with 413 and the size message', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 - 4096)]);
      const res = await upload(owner, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'V400',
        msg: 'File size: 5 MB, please make sure it does not exceed 4 MB',
      });
      const cn = await upload(owner, big, { lang: 'cn' });
      expect(cn.json()).toMatchObject({ code: 'V400', msg: '文件大小：5 MB，请确保不超过 4 MB' });
    });

    it('refuses a small PNG claiming 50,000 × 50,000 pixels without decoding it', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(1024);
      const started = Date.now();
      const res = await upload(owner, bomb, { filename: 'bomb.png', type: 'image/png' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'V400',
        msg: 'The picture is too large, please choose a smaller one',
      });
      const tw = await upload(owner, bomb, { lang: 'tw' });
      expect(tw.json()).toMatchObject({ code: 'V400', msg: '圖片尺寸過大，請選擇較小的圖片' });
    });

    it('refuses a request without a "file" part and a caller without a session', async () => {
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const wrongField = await upload(owner, png, { field: 'picture' });
      expect(wrongField.json()).toMatchObject({ code: 'V400' });
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/img',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipart(png, 'a.png', 'image/png'),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'U403' });
    });

    it('stores one file for a replay with the same Idempotency-Key, and refuses other bytes on that key', async () => {
      const input = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#abcdef' } })
        .jpeg()
        .toBuffer();
      const filesBefore = await storedFiles();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => upload(owner, input, { key: 'outbox-entry-0001' })),
      );
      const first = answers[0]!.json();
      for (const answer of answers) expect(answer.json()).toEqual(first);
      expect(await storedFiles()).toBe(filesBefore + 1);
      const rows = await ctx.deps.db.select().from(uploads).where(eq(uploads.sha256, first.data.sha256));
      expect(rows).toHaveLength(1);

      const other = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#fedcba' } })
        .jpeg()
        .toBuffer();
      const mismatch = await upload(owner, other, { key: 'outbox-entry-0001' });
      expect(mismatch.statusCode).toBe(409);
      expect(mismatch.json()).toMatchObject({ code: 'C409' });
    });

    it('replays a stored refusal for the same key and bytes, in the envelope and status of the first answer', async () => {
      const html = Buffer.from('<!doctype html><title>not a photo</title>');
      const first = await upload(owner, html, { key: 'outbox-entry-0002', lang: 'cn' });
      const again = await upload(owner, html, { key: 'outbox-entry-0002', lang: 'cn' });
      expect(first.statusCode).toBe(400);
      expect(again.statusCode).toBe(400);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(again.json()).toMatchObject({ code: 'V400', msg: '请选择 JPG、PNG、JPEG 格式的图片' });
    });

    it('limits each member to 30 uploads per 10 minutes', async () => {
      const busy = await createMemberWithToken(ctx);
      const junk = Buffer.from('not an image');
      for (let i = 0; i < 30; i++) expect((await upload(busy, junk)).statusCode).toBe(400);
      const limited = await upload(busy, junk, { lang: 'cn' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'L429', data: { retryAfter: expect.any(Number) } });
      expect(limited.json().msg).toMatch(/^请求过于频繁/);
      // Another member is not slowed down by this one.
      expect((await upload(stranger, junk)).statusCode).toBe(400);
    });
  });

  describe('GET /api/upload/{id}', () => {
    it('answers N404 to another member and serves an operator', async () => {
      const png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const { data } = (await upload(owner, png, { type: 'image/png', filename: 'x.png' })).json();
      const other = await ctx.app.inject({ method: 'GET', url: data.url, headers: stranger.headers('tw') });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 'N404', msg: '記錄不存在', data: null });
      const missing = await ctx.app.inject({
        method: 'GET',
        url: '/api/upload/99999999',
        headers: owner.headers(),
      });
      expect(missing.json()).toMatchObject({ code: 'N404', msg: 'The record does not exist' });
      const ops = await ctx.app.inject({ method: 'GET', url: data.url, headers: operator.headers() });
      expect(ops.statusCode).toBe(200);
      expect(ops.headers['content-type']).toBe('image/png');
      expect(sha256(ops.rawPayload)).toBe(data.sha256);
    });
  });
});

// A burst of uploads is admitted a few at a time (UPLOAD_CONCURRENCY) with a bounded queue (UPLOAD_QUEUE);
// past the queue the server answers 503 with Retry-After at once, and that answer is not kept for the key.
describe('uploads under a burst', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-uploads-burst-'));
    ctx = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE: '1' } });
    owner = await createMemberWithToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves one at a time and one waiting, turns the rest away with 503 and Retry-After, then serves the same key', async () => {
    // Large enough that re-encoding it takes a while, so all six arrive while the first is being read.
    const photo = await sharp(Buffer.alloc(1600 * 1200 * 3, 120), {
      raw: { width: 1600, height: 1200, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const keys = Array.from({ length: 6 }, (_, i) => `burst-${i}-${Date.now()}`);
    const answers = await Promise.all(keys.map((key) => upload(owner, photo, { key })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toMatchObject({ code: 'L429', data: { retryAfter: 2 } });
    }
    // The refused key, sent again once the burst is over, is served: the 503 was never stored for it.
    const again = await upload(owner, photo, { key: keys[statuses.indexOf(503)] });
    expect(again.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(uploads).where(eq(uploads.memberId, owner.id))).toHaveLength(
      statuses.filter((status) => status === 200).length + 1,
    );
  });
});
