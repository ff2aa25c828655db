import { createHash } from 'node:crypto';
import { M } from '../../../domain/messages';
import { AppError } from '../../lib/app-error';
import { type CleanImage, cleanImage, sniffImageType } from './image-processing';

/** A file ready to store: a re-encoded image, or a PDF kept byte for byte (no width or height). */
export interface CleanFile {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  width: number | null;
  height: number | null;
  sha256: string;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** A PDF's last `%%EOF` may be followed by a few line ends or padding; a kilobyte is what readers allow. */
const PDF_TAIL = 1024;

const documentType = () => new AppError('V400', M.documentType, { fields: { file: M.documentType } });

/**
 * A PDF by its bytes: it begins with `%PDF-` and its end marker is in its last kilobyte, so a text file
 * named `.pdf`, or a PDF cut short in transit, is not taken. The name and Content-Type prove nothing.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return false;
  return bytes.subarray(Math.max(0, bytes.length - PDF_TAIL)).includes(PDF_END);
}

/**
 * A document as a borrower sends one (proof of income): a PDF, checked and kept as sent (decision 097:
 * re-rendering a statement could change what it shows, and a PDF carries no camera or position data), or a
 * JPEG/PNG cleaned as every picture is. Anything else is refused on the `file` field.
 */
export async function cleanDocument(input: Buffer, maxPixels: number): Promise<CleanFile> {
  if (isPdf(input)) {
    return {
      bytes: input,
      mime: 'application/pdf',
      width: null,
      height: null,
      sha256: createHash('sha256').update(input).digest('hex'),
    };
  }
  if (!sniffImageType(input)) throw documentType();
  let image: CleanImage;
  try {
    image = await cleanImage(input, maxPixels);
  } catch (error) {
    // "Please choose a picture" would be the wrong advice where a PDF is also welcome.
    if (error instanceof AppError && error.key === M.imageType) throw documentType();
    throw error;
  }
  return image;
}
