import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enter } from '../../../domain/api/profile';
import { encodeMessage, M } from '../../../domain/messages';
import { messageText } from './field-message';

describe('messageText', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });

  it('fills a SPEC §5 template with the field label in words', () => {
    expect(messageText(i18n, enter('field.firstName'), 'en')).toBe('Please enter first name');
  });

  it('writes a money parameter as an amount, from minor units', () => {
    expect(messageText(i18n, encodeMessage(M.amountMin, { money: 100000 }), 'en')).toContain('1,000.00');
  });

  it('reads an unknown code as a failed validation, never as the code', () => {
    expect(messageText(i18n, 'no.such.code', 'en')).not.toContain('no.such.code');
  });
});
