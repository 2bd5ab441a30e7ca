import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PlayerState } from '#domain/player';
import { listLimitedProducts, tokensShort, type ProductView } from '#domain/shop';
import { useCatalog, useGameAction, useGameUser, useLiveView, useRewardPreview, useServerNow } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Button } from '../../ui/button.tsx';
import { feedback } from '../../platform/index.ts';
import { ShopNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { RewardChip } from '../../ui/reward-chip.tsx';
import { Screen } from '../../ui/screen.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { ProductCard, useProductName } from './product-card.tsx';
import { StarsOffers } from './stars-offers.tsx';
import styles from './shop.module.css';

function ConfirmSheet({ product, view, onClose }: { product: ProductView | null; view: PlayerState; onClose: () => void }) {
  const { t } = useLingui();
  const productName = useProductName();
  const perform = useGameAction();
  const preview = useRewardPreview();
  if (product === null) return null;
  const name = productName(product);
  const price = product.price;
  const buy = async () => {
    await perform({ type: 'limited-product-buy', productId: product.id }, { moment: 'buy', announce: true });
    onClose();
  };
  return (
    <Sheet open onClose={onClose} title={t`Buy ${name}?`}>
      <div className={styles.confirm} data-testid="confirm-purchase">
        <span className={styles.details}>
          {product.rewards.map((reward, index) => (
            <RewardChip key={index} reward={reward} detailed preview={preview?.(reward)} />
          ))}
        </span>
        <p className={styles.confirmPrice}>
          {t`Price`}: <TokenIcon size={20} /> <strong>{price}</strong>
          {tokensShort(view, product) > 0 ? <span className={styles.shortText}> · {t`Not enough tokens`}</span> : null}
        </p>
        <div className={styles.confirmActions}>
          <Button variant="ghost" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button variant="gold" onClick={() => void buy()} data-testid="confirm-buy">
            {t`Buy`}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

/** The shop: limited offers and spin products for tokens, each bought after a confirmation. */
export function ShopScreen() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const now = useServerNow(1000);
  const catalog = useCatalog();
  const [chosen, setChosen] = useState<ProductView | null>(null);
  // Stable, so the sheet's focus handling is not redone on every tick of the countdowns.
  const close = useCallback(() => {
    setChosen(null);
  }, []);
  const view = row?.view;
  // What the player holds at the instant the tap takes effect (the live view's, as the chips show).
  const live = useLiveView('main') ?? view;
  const tokens = live?.resources[3] ?? 0;
  const lists = view ? listLimitedProducts(catalog, view, now) : { limited: [], spin: [] };
  const choose = (product: ProductView) => {
    feedback('tap');
    setChosen(product);
  };
  const card = (product: ProductView, kind: 'limited' | 'spin') => (
    <ProductCard
      key={product.id}
      product={product}
      kind={kind}
      now={now}
      missing={live ? tokensShort(live, product) : 0}
      onBuy={() => {
        choose(product);
      }}
    />
  );
  return (
    <Screen
      title={t`Shop`}
      icon={<ShopNavIcon size={30} />}
      subtitle={t`Spend your tokens on boosts and spins`}
      testId="shop"
      aside={
        <span className={styles.balance} aria-label={t`Tokens`}>
          <TokenIcon size={22} />
          <AbbreviatedNumber value={tokens} />
        </span>
      }
    >
      {view ? (
        <>
          <h2 className={styles.section}>{t`Limited offers`}</h2>
          {lists.limited.length === 0 ? <p className={styles.empty}>{t`No offers right now. Come back soon!`}</p> : null}
          {lists.limited.map((product) => card(product, 'limited'))}
          <h2 className={styles.section}>{t`Spins`}</h2>
          {lists.spin.map((product) => card(product, 'spin'))}
          <StarsOffers />
          <ConfirmSheet product={chosen} view={live ?? view} onClose={close} />
        </>
      ) : (
        <p className={styles.empty}>{t`Loading your farm…`}</p>
      )}
    </Screen>
  );
}
