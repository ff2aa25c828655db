import type { ChatInfo } from '../../lib/stores/session-store';

declare global {
  interface Window {
    /** Read by the customer-service widget when its script starts. */
    quaysideChat?: { chatInfo: ChatInfo };
  }
}

let pending: Promise<void> | null = null;

/**
 * Loads the customer-service widget from CUSTOMER_SERVICE_ADDRESS, once, only when asked (DESIGN §8): no
 * third-party script runs for someone who never opens chat. The person chatting is handed over both as a
 * global the widget reads and as a data attribute on its script tag.
 */
export function loadChatWidget(address: string, info: ChatInfo, doc: Document = document): Promise<void> {
  window.quaysideChat = { chatInfo: info };
  if (pending) return pending;
  const script = doc.createElement('script');
  script.src = address;
  script.async = true;
  script.dataset.chatInfo = JSON.stringify(info);
  const attempt = new Promise<void>((resolve, reject) => {
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      // A failed load may be retried with the next tap.
      if (pending === attempt) pending = null;
      reject(new Error('The chat could not be loaded'));
    };
  });
  pending = attempt;
  // Appended only once `pending` is set: a browser may report a refused load synchronously.
  doc.head.append(script);
  return attempt;
}
