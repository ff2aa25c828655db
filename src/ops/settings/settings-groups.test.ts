import { describe, expect, it } from 'vitest';
import { settingCodes } from '../../../domain/config-codes';
import { settingGroups, settingHelp } from './settings-groups';

describe('the settings’ groups', () => {
  it('hold every setting once, each with its line of help', () => {
    const grouped = settingGroups.flatMap((group) => group.codes);
    expect([...grouped].sort()).toEqual([...settingCodes].sort());
    for (const code of settingCodes) expect(settingHelp[code].message, code).toMatch(/\.$/);
  });
});
