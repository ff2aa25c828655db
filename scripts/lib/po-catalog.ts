import { formatter } from '@lingui/format-po';

/** One message of a .po catalog as a translator sees it. */
export interface PoMessage {
  msgid: string;
  msgstr: string;
  /** A `#~` entry: kept by an extraction without `--clean`, shown to nobody. */
  obsolete: boolean;
  /** The source files that use the message (`#:` lines). */
  origins: string[];
}

// The formatter lingui.config.ts extracts with, so a catalog is read exactly as `lingui extract` reads it.
// Of its options only `explicitIdAsDefault` changes parsing; it is off here and there.
const po = formatter({ lineNumbers: false });

/** The messages of a .po file's text, in file order, without its header. */
export async function readPoCatalog(text: string): Promise<PoMessage[]> {
  const catalog = await po.parse(text, { locale: null, sourceLocale: 'en', filename: 'messages.po' });
  return Object.entries(catalog).map(([id, entry]) => ({
    // An entry whose id was generated from its msgid carries that msgid as `message`; an explicit id is the msgid.
    msgid: entry.message ?? id,
    msgstr: entry.translation ?? '',
    obsolete: entry.obsolete === true,
    origins: (entry.origin ?? []).map(([file]) => file),
  }));
}
