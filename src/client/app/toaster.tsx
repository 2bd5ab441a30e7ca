import { Toaster, ToastBar, toast, type Toast } from 'react-hot-toast';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../ui/icons/nav-icons.tsx';
import styles from './toaster.module.css';

/** How long a notification stays, in ms (the progress bar runs for as long). */
export const TOAST_DURATION_MS = 5000;

function ToastContent({ item }: { item: Toast }) {
  const { t } = useLingui();
  const duration = item.duration ?? TOAST_DURATION_MS;
  return (
    <ToastBar toast={item}>
      {({ icon, message }) => (
        <>
          {icon}
          <div className={styles.message}>{message}</div>
          {item.type === 'loading' ? null : (
            <button
              type="button"
              className={styles.close}
              aria-label={t`Dismiss`}
              onClick={() => {
                toast.dismiss(item.id);
              }}
            >
              <CloseIcon size={16} />
            </button>
          )}
          {Number.isFinite(duration) && item.type !== 'loading' ? (
            <span className={styles.progress} style={{ animationDuration: `${duration}ms` }} aria-hidden="true" />
          ) : null}
        </>
      )}
    </ToastBar>
  );
}

/**
 * The notification area: top, under the resource chips (never over a button the player needs), 5 s
 * per notification with a progress bar, paused while hovered, each with a close button; full width
 * on small screens, 24rem otherwise.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerClassName={styles.container}
      gutter={8}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: styles.toast,
        style: { maxWidth: '100%' },
        error: { className: `${styles.toast ?? ''} ${styles.error ?? ''}` },
        success: { iconTheme: { primary: 'var(--accent)', secondary: 'var(--surface)' } },
      }}
    >
      {(item) => <ToastContent item={item} />}
    </Toaster>
  );
}
