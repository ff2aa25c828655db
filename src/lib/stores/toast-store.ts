import { createExternalStore } from './external-store';

/** SPEC §4 and §9: four types, 3000 ms, grouped. */
export type ToastType = 'success' | 'warning' | 'error' | 'info';
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export interface ToastQueue {
  show(type: ToastType, message: string): boolean;
  dismiss(id: number): void;
  visible(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

type Timer = (callback: () => void, ms: number) => unknown;

/**
 * Grouped toasts: while a toast with the same type and text is on screen, showing it again does not stack
 * a second copy (ten failing queries after a network drop give one message, not ten).
 *
 * A toast's 3000 ms run from when a host shows it: a message raised while the app is still starting (a
 * U403 answered before the first screen has mounted) waits for the host instead of expiring unseen.
 */
export function createToastQueue(schedule: Timer = (fn, ms) => setTimeout(fn, ms)): ToastQueue {
  const store = createExternalStore<readonly Toast[]>([]);
  let nextId = 1;
  let hosts = 0;
  let unseen: number[] = [];
  const dismiss = (id: number) => store.set(store.get().filter((toast) => toast.id !== id));
  const expireLater = (id: number) => schedule(() => dismiss(id), TOAST_DURATION_MS);
  return {
    show(type, message) {
      const text = message.trim();
      if (!text) return false;
      if (store.get().some((toast) => toast.type === type && toast.message === text)) return false;
      const id = nextId++;
      store.set([...store.get(), { id, type, message: text }]);
      if (hosts > 0) expireLater(id);
      else unseen.push(id);
      return true;
    },
    dismiss,
    visible: store.get,
    subscribe(listener) {
      const unsubscribe = store.subscribe(listener);
      hosts += 1;
      const waiting = unseen;
      unseen = [];
      for (const id of waiting) expireLater(id);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        hosts -= 1;
        unsubscribe();
      };
    },
  };
}

export const toasts = createToastQueue();

export function showToast(type: ToastType, message: string): void {
  toasts.show(type, message);
}
