import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { M } from '../../../domain/messages';
import { AppError } from '../../lib/app-error';

export interface CleanImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  sha256: string;
}

// libvips keeps recent operations and their pixels cached for reuse; uploads never repeat, so the cache
// only held memory (tens of MB per large picture) after each request.
sharp.cache(false);

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by the file's first bytes; the name and Content-Type a browser sends prove nothing. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  return null;
}

const imageType = () => new AppError('V400', M.imageType, { fields: { file: M.imageType } });
const tooManyPixels = () => new AppError('V400', M.imagePixels, { fields: { file: M.imagePixels } });

/**
 * Checks an upload is a real JPEG/PNG of sane dimensions and re-encodes it: turned upright by its EXIF
 * orientation, then written without any metadata (GPS position, camera serial, thumbnails). The header is
 * read first and the pixel count refused before any decoding, and libvips is told the same limit, so a
 * small file that claims 50,000 × 50,000 pixels (a decompression bomb) never reaches memory.
 */
export async function cleanImage(input: Buffer, maxPixels: number): Promise<CleanImage> {
  const sniffed = sniffImageType(input);
  if (!sniffed) throw imageType();

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : imageType();
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw imageType();
  if (meta.width * meta.height > maxPixels) throw tooManyPixels();

  const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  let output: { data: Buffer; info: OutputInfo };
  try {
    output =
      sniffed === 'jpeg'
        ? await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true })
        : await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : imageType();
  }
  return {
    bytes: output.data,
    mime: sniffed === 'jpeg' ? 'image/jpeg' : 'image/png',
    width: output.info.width,
    height: output.info.height,
    sha256: createHash('sha256').update(output.data).digest('hex'),
  };
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
