import { useSyncExternalStore } from 'react';
import type { Member } from '../../../domain/api/members';
import { currentLanguage, type Language } from '../i18n/language';
import { createExternalStore } from './external-store';
import { local, readJson, removeKey, writeJson } from './storage';

/**
 * SPEC §3: userInfo with id (default 0), token and the member fetched from the server. Only the id and the
 * token are written to localStorage, which is plain text: the member's profile is what they typed, so it is
 * kept in memory and sealed in IndexedDB (src/offline/member-copy.ts), never stored readable.
 */
export interface UserInfo {
  id: number;
  token: string;
  member: Member | null;
}

/** SPEC §3: what the chat widget is told about the person chatting. */
export interface ChatInfo {
  userType: number;
  lang: Language;
  userId: number;
  userName: string;
  accountType: number;
  reference: string;
  registerTime: string;
  lastLoginTime: string;
  headImg: string;
}

export const USER_KEY = 'userInfo';
export const CHAT_KEY = 'chatInfo';

export const GUEST: UserInfo = { id: 0, token: '', member: null };

/**
 * What was stored by this app on this device: checked for shape only (the validation library stays off the
 * first-paint path). The member is re-read from the server by the screens that show it.
 */
export function parseStoredUser(value: unknown): UserInfo {
  if (!value || typeof value !== 'object') return GUEST;
  const { id, token, member } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || typeof token !== 'string')
    return GUEST;
  const validMember =
    member && typeof member === 'object' && (member as { id?: unknown }).id === id
      ? (member as Member)
      : null;
  return { id, token, member: validMember };
}

/** A visitor chats as a guest (userType 1, 'guest'); the language follows the app's. */
export function guestChatInfo(lang: Language): ChatInfo {
  return {
    userType: 1,
    lang,
    userId: 0,
    userName: 'guest',
    accountType: 0,
    reference: '',
    registerTime: '',
    lastLoginTime: '',
    headImg: '',
  };
}

export function memberChatInfo(member: Member, lang: Language): ChatInfo {
  return {
    userType: 0,
    lang,
    userId: member.id,
    userName: member.email,
    accountType: member.accountType,
    reference: String(member.id),
    registerTime: member.registerTime,
    lastLoginTime: member.lastLoginTime ?? '',
    headImg: '',
  };
}

export const userStore = createExternalStore<UserInfo>(
  readJson(local, USER_KEY, parseStoredUser, GUEST),
  (value) =>
    value.id === 0 ? removeKey(local, USER_KEY) : writeJson(local, USER_KEY, { ...value, member: null }),
);

/**
 * The chat identity as localStorage keeps it: the e-mail address the member typed is not written there;
 * the widget is given the whole identity, from memory, when it opens (`chatInfo()`).
 */
function storedChatInfo(info: ChatInfo): ChatInfo {
  return { ...info, userName: info.userType === 1 ? info.userName : info.reference };
}

export function isLoggedIn(user: UserInfo = userStore.get()): boolean {
  return user.id > 0 && user.token !== '';
}

/**
 * The signed-in member, or the guest. Pages rendered at build time are rendered for a guest, and their
 * hydration must see the guest too (the server snapshot); a member's header follows right after.
 */
export function useUser(): UserInfo {
  return useSyncExternalStore(userStore.subscribe, userStore.get, () => GUEST);
}

export function chatInfo(): ChatInfo {
  const user = userStore.get();
  const lang = currentLanguage();
  return user.member ? memberChatInfo(user.member, lang) : guestChatInfo(lang);
}

/** After login: the member becomes the user and the chat identity. */
export function signIn(token: string, member: Member): void {
  userStore.set({ id: member.id, token, member });
  writeJson(local, CHAT_KEY, storedChatInfo(memberChatInfo(member, currentLanguage())));
}

export function updateMember(member: Member): void {
  const user = userStore.get();
  if (user.id !== member.id) return;
  userStore.set({ ...user, member });
  writeJson(local, CHAT_KEY, storedChatInfo(memberChatInfo(member, currentLanguage())));
}

/** Logout, or a session the server no longer accepts (U403). */
export function clearUser(): void {
  userStore.set(GUEST);
  writeJson(local, CHAT_KEY, guestChatInfo(currentLanguage()));
}
