/** Telegram Stars invoices: opened in Telegram's payment sheet (the SDK's `openInvoice`). */
import { isMockedLaunch } from './launch.ts';
import { afterTelegramStart } from './sdk.ts';

/** How the payment sheet closed; `needs-telegram` where it cannot open (the development mock, a browser, an old client). */
export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'needs-telegram';

function outcomeOf(status: string | undefined): InvoiceOutcome {
  if (status === undefined) return 'needs-telegram';
  if (status === 'paid' || status === 'cancelled' || status === 'pending') return status;
  return 'failed';
}

/** Opens the invoice `link` (`https://t.me/$...`) and answers how it closed. */
export function openStarsInvoice(link: string): Promise<InvoiceOutcome> {
  if (isMockedLaunch()) return Promise.resolve('needs-telegram');
  return new Promise((resolve) => {
    afterTelegramStart(
      (sdk) => {
        sdk.openInvoiceNow(link).then(
          (status) => {
            resolve(outcomeOf(status));
          },
          () => {
            resolve('failed');
          },
        );
      },
      () => {
        resolve('needs-telegram');
      },
    );
  });
}
