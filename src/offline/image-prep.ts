/**
 * Photos are checked and made to fit on the device, before anything is queued (DESIGN §8): JPEG or PNG only
 * (by content, as the server checks), and a large phone photo is scaled down and re-encoded as JPEG until
 * it is within the upload limit. What cannot be made to fit is refused here, with SPEC §5's words.
 */
export const UPLOAD_LIMIT_BYTES = 4 * 1024 * 1024;
/** Long side of a photo sent: ample for reading an ID document, a fraction of a phone camera's bytes. */
const MAX_SIDE = 2400;
const PREVIEW_SIDE = 240;

export type PhotoProblem =
  | { kind: 'type' }
  | { kind: 'size'; sizeMb: number; limitMb: number }
  | { kind: 'count'; limit: number };

export class PhotoRefused extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem.kind);
  }
}

export interface PreparedPhoto {
  file: Blob;
  mime: 'image/jpeg' | 'image/png';
  preview: Blob | null;
}

/** The kind the bytes say, whatever the file's name or declared type. */
export async function sniffImage(file: Blob): Promise<'image/jpeg' | 'image/png' | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => head[index] === byte)) return 'image/png';
  return null;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export async function preparePhoto(file: Blob, limit = UPLOAD_LIMIT_BYTES): Promise<PreparedPhoto> {
  const mime = await sniffImage(file);
  if (!mime) throw new PhotoRefused({ kind: 'type' });
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Declared an image but not decodable: the server would refuse it the same way.
    throw new PhotoRefused({ kind: 'type' });
  }
  try {
    const preview = await encode(bitmap, PREVIEW_SIDE, 0.7).catch(() => null);
    const large = Math.max(bitmap.width, bitmap.height) > MAX_SIDE;
    if (file.size <= limit && !large) return { file, mime, preview };
    // Smaller and lower quality step by step until it fits.
    for (const [side, quality] of [
      [MAX_SIDE, 0.85],
      [2000, 0.8],
      [1600, 0.75],
      [1200, 0.7],
    ] as const) {
      const smaller = await encode(bitmap, side, quality);
      if (smaller.size <= limit) return { file: smaller, mime: 'image/jpeg', preview };
    }
    throw new PhotoRefused({ kind: 'size', sizeMb: megabytes(file.size), limitMb: megabytes(limit) });
  } finally {
    bitmap.close();
  }
}

async function encode(bitmap: ImageBitmap, maxSide: number, quality: number): Promise<Blob> {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // JPEG has no transparency: a transparent PNG is laid on white rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      'image/jpeg',
      quality,
    ),
  );
}
