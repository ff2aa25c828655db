import { DOCUMENT_MAX_BYTES, type DocumentMime } from '../../domain/api/income-proof';
import { PhotoRefused, preparePhoto, sniffImage } from './image-prep';

export interface PreparedDocument {
  file: Blob;
  mime: DocumentMime;
  /** A thumbnail of a picture; none for a PDF. */
  preview: Blob | null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
const PDF_TAIL = 1024;

/** A PDF by its bytes, as the server judges it: `%PDF-` first, `%%EOF` within its last kilobyte. */
export async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!PDF_MAGIC.every((byte, index) => head[index] === byte)) return false;
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - PDF_TAIL)).arrayBuffer());
  for (let at = 0; at + PDF_END.length <= tail.length; at++) {
    if (PDF_END.every((byte, index) => tail[at + index] === byte)) return true;
  }
  return false;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * A document checked on the device before it is queued (proof of income): a PDF is sent as it is, within
 * the limit; a picture is fitted as every photo is (smaller if it must be); anything else is refused here,
 * as the server would refuse it, so a borrower without signal hears at once.
 */
export async function prepareDocument(file: Blob, limit = DOCUMENT_MAX_BYTES): Promise<PreparedDocument> {
  if (await isPdf(file)) {
    if (file.size > limit) {
      throw new PhotoRefused({ kind: 'size', sizeMb: megabytes(file.size), limitMb: megabytes(limit) });
    }
    return { file, mime: 'application/pdf', preview: null };
  }
  if (!(await sniffImage(file))) throw new PhotoRefused({ kind: 'type' });
  return preparePhoto(file, limit);
}
