import { useLingui } from '@lingui/react/macro';
import { alertCircle, checkmarkCircle, closeCircle, informationCircle } from 'ionicons/icons';
import { useSyncExternalStore } from 'react';
import { type ToastQueue, type ToastType, toasts } from '../lib/stores/toast-store';
import { Icon } from './icon';

const icons: Record<ToastType, string> = {
  success: checkmarkCircle,
  warning: alertCircle,
  error: closeCircle,
  info: informationCircle,
};

/**
 * The one place toasts appear: top of the screen, 16 px from the edge, newest last. Errors are announced
 * assertively, the rest politely.
 */
export function ToastHost({ queue = toasts }: { queue?: ToastQueue }) {
  const { t } = useLingui();
  const visible = useSyncExternalStore(queue.subscribe, queue.visible, queue.visible);
  return (
    <div className="toast-host">
      <div role="status" aria-live="polite" className="toast-host__region">
        {visible
          .filter((toast) => toast.type !== 'error')
          .map((toast) => (
            <ToastItem
              key={toast.id}
              type={toast.type}
              message={toast.message}
              onClose={() => queue.dismiss(toast.id)}
              closeLabel={t`Close`}
            />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="toast-host__region">
        {visible
          .filter((toast) => toast.type === 'error')
          .map((toast) => (
            <ToastItem
              key={toast.id}
              type={toast.type}
              message={toast.message}
              onClose={() => queue.dismiss(toast.id)}
              closeLabel={t`Close`}
            />
          ))}
      </div>
    </div>
  );
}

function ToastItem(props: { type: ToastType; message: string; onClose: () => void; closeLabel: string }) {
  return (
    <div className={`toast toast--${props.type}`} data-toast-type={props.type}>
      <Icon icon={icons[props.type]} aria-hidden="true" className="toast__icon" />
      <span className="toast__message">{props.message}</span>
      <button type="button" className="toast__close" aria-label={props.closeLabel} onClick={props.onClose}>
        ×
      </button>
    </div>
  );
}
