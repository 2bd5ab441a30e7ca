/**
 * Notifications: react-hot-toast's `toast.success` and `toast.error`, with the library loaded on
 * first use (and by the app's lazily loaded toaster) instead of in the first load. A toast asked
 * for before the code is there shows a moment later.
 */
import type { Renderable, ToastOptions } from 'react-hot-toast';

type Kind = 'success' | 'error';

function show(kind: Kind, message: Renderable, options?: ToastOptions): void {
  import('react-hot-toast').then(
    ({ toast: library }) => {
      library[kind](message, options);
    },
    (error: unknown) => {
      console.error('a notification could not be shown', error);
    },
  );
}

/** Shows a notification (see react-hot-toast's `toast`). */
export const toast = {
  success(message: Renderable, options?: ToastOptions): void {
    show('success', message, options);
  },
  error(message: Renderable, options?: ToastOptions): void {
    show('error', message, options);
  },
};
