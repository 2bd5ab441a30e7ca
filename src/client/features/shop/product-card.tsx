import { useLingui } from '@lingui/react/macro';
import type { ProductView } from '#domain/shop';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { MarketIcon } from '../../ui/icons/producer-icons.tsx';
import { SpinNavIcon } from '../../ui/icons/nav-icons.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { UserBoostIcon, WaterBoostIcon } from '../../ui/icons/boost-icons.tsx';
import { useRewardPreview } from '../../data/index.ts';
import { RewardChip } from '../../ui/reward-chip.tsx';
import { PRODUCT_NAMES } from './product-names.ts';
import styles from './shop.module.css';

/** The product's name in the player's language. */
export function useProductName(): (product: ProductView) => string {
  const { i18n } = useLingui();
  return (product) => {
    const descriptor = PRODUCT_NAMES[product.id];
    return descriptor ? i18n._(descriptor) : product.name;
  };
}

/** The picture of an offer: a bundle of several things is a market stall, else its one reward. */
function ProductArt({ product }: { product: ProductView }) {
  const [first] = product.rewards;
  if (product.rewards.length > 1 || first === undefined) return <MarketIcon size={40} />;
  if (first.type === 'water') return <WaterBoostIcon size={40} />;
  if (first.type === 'spin') return <SpinNavIcon size={36} />;
  if (first.type === 'boost') return <UserBoostIcon size={40} />;
  return <TokenIcon size={40} />;
}

interface ProductCardProps {
  product: ProductView;
  kind: 'limited' | 'spin';
  now: number;
  /** Tokens still missing to afford it (the rules' `shortfall`); 0 when it is affordable. */
  missing: number;
  onBuy: () => void;
}

/** One offer: its rewards, price, the end of the offer and the wait until it can be bought again. */
export function ProductCard({ product, kind, now, missing, onBuy }: ProductCardProps) {
  const { t } = useLingui();
  const name = useProductName()(product);
  const preview = useRewardPreview();
  const next = product.result.nextPurchaseTime;
  const waiting = next !== null && now < next;
  const short = missing > 0;
  return (
    <article
      className={[styles.product, kind === 'limited' ? styles.limited : '', product.expiresAt !== null ? styles.ribboned : ''].join(' ')}
      data-testid={`product-${product.id}`}
    >
      {product.expiresAt !== null ? (
        <span className={styles.ribbon}>
          {t`Ends in`} <Countdown to={product.expiresAt} now={now} />
        </span>
      ) : null}
      <div className={styles.productTop}>
        <span className={styles.productArt}>
          <ProductArt product={product} />
        </span>
        <div className={styles.productInfo}>
          <h3 className={styles.productName}>{name}</h3>
          <span className={styles.rewards}>
            {product.rewards.map((reward, index) => (
              <RewardChip key={index} reward={reward} size="sm" preview={preview?.(reward)} />
            ))}
          </span>
        </div>
        <Button
          variant="gold"
          className={[styles.price, short ? styles.short : ''].join(' ')}
          disabled={waiting}
          onClick={onBuy}
          data-testid={`buy-${product.id}`}
        >
          <TokenIcon size={20} />
          <AbbreviatedNumber value={product.price} />
        </Button>
      </div>
      {waiting ? (
        <p className={styles.note} data-testid={`wait-${product.id}`}>
          {t`Again in`} <Countdown to={next} now={now} />
        </p>
      ) : short ? (
        <p className={[styles.note, styles.need].join(' ')} data-testid={`need-${product.id}`}>
          {t`Still needed:`} <TokenIcon size={16} /> <AbbreviatedNumber value={missing} />
        </p>
      ) : product.repeatMs === null ? (
        <p className={styles.note}>{t`Once per player`}</p>
      ) : null}
    </article>
  );
}
