/**
 * The shop's Telegram Stars offers: tokens for Stars. A tap asks the server for the invoice link and
 * opens it in Telegram's payment sheet; the result shows as a toast, and after a payment the
 * player is synced again so the tokens the server granted show.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { STARS_PRODUCTS, type StarsProduct } from '#domain/stars';
import { resyncAfterPayment, starsInvoice, useDataClient, type DataClient } from '../../data/index.ts';
import { feedback, openStarsInvoice, type InvoiceOutcome } from '../../platform/index.ts';
import { Button } from '../../ui/button.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { TelegramStarIcon } from '../../ui/icons/social-icons.tsx';
import { useAmountFormat } from '../../ui/amount.ts';
import { toast } from '../../ui/toast.ts';
import styles from './shop.module.css';

type Purchase = InvoiceOutcome | 'sold-out' | 'unavailable';

function useOutcomeText(): (outcome: Purchase) => string {
  const { t } = useLingui();
  return (outcome) => {
    switch (outcome) {
      case 'paid':
        return t`Payment received: your tokens are on the farm.`;
      case 'pending':
        return t`Payment is being processed. Your tokens arrive as soon as it is done.`;
      case 'cancelled':
        return t`Payment cancelled. Nothing was charged.`;
      case 'needs-telegram':
        return t`Payments with Stars work only inside Telegram.`;
      case 'sold-out':
        return t`This offer is sold out.`;
      case 'unavailable':
        return t`The shop cannot be reached. Try again in a moment.`;
      case 'failed':
        return t`The payment failed. Nothing was charged.`;
    }
  };
}

async function purchase(client: DataClient | undefined, product: StarsProduct): Promise<Purchase> {
  const invoice = await starsInvoice(client, product.id);
  if (!invoice.ok) return invoice.reason === 'SOLD_OUT' ? 'sold-out' : 'unavailable';
  const outcome = await openStarsInvoice(invoice.link);
  if (outcome === 'paid') await resyncAfterPayment(client);
  return outcome;
}

/** The list of Stars offers, each with its price in Stars. */
export function StarsOffers() {
  const { t } = useLingui();
  const format = useAmountFormat();
  const outcomeText = useOutcomeText();
  const client = useDataClient();
  const [busy, setBusy] = useState<string | null>(null);
  const buy = async (product: StarsProduct) => {
    feedback('tap');
    setBusy(product.id);
    const outcome = await purchase(client, product);
    setBusy(null);
    if (outcome === 'paid' || outcome === 'pending') toast.success(outcomeText(outcome));
    else toast.error(outcomeText(outcome));
  };
  return (
    <>
      <h2 className={styles.section}>{t`For Telegram Stars`}</h2>
      {STARS_PRODUCTS.filter((product) => product.offered).map((product) => {
        const tokens = format.exact(product.tokens);
        const stars = format.exact(product.stars);
        return (
          <article key={product.id} className={styles.product} data-testid={`stars-${product.id}`}>
            <div className={styles.productTop}>
              <span className={styles.productArt}>
                <TokenIcon size={40} />
              </span>
              <div className={styles.productInfo}>
                <h3 className={styles.productName}>{t`${tokens} tokens`}</h3>
                {product.perPlayer === 1 ? <p className={styles.note}>{t`Once per player`}</p> : null}
              </div>
              <Button
                variant="gold"
                className={styles.price}
                disabled={busy !== null}
                aria-label={t`Buy for ${stars} Stars`}
                onClick={() => void buy(product)}
                data-testid={`buy-stars-${product.id}`}
              >
                <TelegramStarIcon size={18} /> {stars}
              </Button>
            </div>
          </article>
        );
      })}
    </>
  );
}
