import { describe, expect, it } from 'vitest';
import { regionName } from './region-name';

describe('region names', () => {
  it('names the regions our brands serve as Intl does, in every language', () => {
    const locales = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' } as const;
    for (const lang of ['en', 'cn', 'tw'] as const) {
      expect(regionName('GB', lang)).toBe(
        new Intl.DisplayNames([locales[lang]], { type: 'region' }).of('GB'),
      );
    }
    expect(regionName('gb', 'tw')).toBe('英國');
  });
  it('asks Intl for any other region, and shows the code when even Intl cannot name it', () => {
    expect(regionName('IE', 'en')).toBe('Ireland');
    expect(regionName('not a region', 'en')).toBe('not a region');
  });
});
