import { z } from 'zod';
import { local, readJson, removeKey, writeJson } from '../lib/stores/storage';

/** "Remember my e-mail" keeps the address only, never the password. */
const KEY = 'rememberedEmail';

export function readRememberedEmail(): string {
  return readJson(local, KEY, (value) => z.string().parse(value), '');
}

export function rememberEmail(email: string | null): void {
  if (email) writeJson(local, KEY, email);
  else removeKey(local, KEY);
}
