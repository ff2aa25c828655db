/** A reader for the .po catalogs good enough to check them: msgid → msgstr, continuation lines joined. */
export interface PoEntry {
  msgid: string;
  msgstr: string;
  obsolete: boolean;
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { msgid: string; msgstr: string; obsolete: boolean } | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current && current.msgid !== '') entries.push(current);
    current = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      const [, key, value] = start as unknown as [string, 'msgid' | 'msgstr', string];
      if (key === 'msgid') {
        flush();
        current = { msgid: '', msgstr: '', obsolete };
      }
      if (current) current[key] = unescapePo(value);
      field = key;
      continue;
    }
    const more = /^"(.*)"$/.exec(line);
    if (more && current && field) {
      current[field] += unescapePo(more[1] ?? '');
      continue;
    }
    if (line.trim() === '') field = null;
  }
  flush();
  return entries;
}

function unescapePo(value: string): string {
  return value.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}
