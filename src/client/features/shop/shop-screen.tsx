import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { listLimitedProducts, type ProductView } from '#domain/shop';
import { useGameAction, useGameUser, useServerNow } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { Button } from '../../ui/button.tsx';
import { feedback } from '../../platform/index.ts';
import { ShopNavIcon, TokenIcon } from '../../ui/icons/index.ts';
import { RewardChip } from '../../ui/reward-chip.tsx';
import { Screen } from '../../ui/screen.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { ProductCard, useProductName } from './product-card.tsx';
import styles from './shop.module.css';

function ConfirmSheet({ product, tokens, onClose }: { product: ProductView | null; tokens: number; onClose: () => void }) {
  const { t } = useLingui();
  const productName = useProductName();
  const perform = useGameAction();
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
            <RewardChip key={index} reward={reward} detailed />
          ))}
        </span>
        <p className={styles.confirmPrice}>
          {t`Price`}: <TokenIcon size={20} /> <strong>{price}</strong>
          {tokens < price ? <span className={styles.shortText}> · {t`Not enough tokens`}</span> : null}
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
  const [chosen, setChosen] = useState<ProductView | null>(null);
  // Stable, so the sheet's focus handling is not redone on every tick of the countdowns.
  const close = useCallback(() => {
    setChosen(null);
  }, []);
  const view = row?.view;
  const tokens = view?.resources[3] ?? 0;
  const lists = view ? listLimitedProducts(view, now) : { limited: [], spin: [] };
  const choose = (product: ProductView) => {
    feedback('tap');
    setChosen(product);
  };
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
          {lists.limited.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              kind="limited"
              now={now}
              tokens={tokens}
              onBuy={() => {
                choose(product);
              }}
            />
          ))}
          <h2 className={styles.section}>{t`Spins`}</h2>
          {lists.spin.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              kind="spin"
              now={now}
              tokens={tokens}
              onBuy={() => {
                choose(product);
              }}
            />
          ))}
          <ConfirmSheet product={chosen} tokens={tokens} onClose={close} />
        </>
      ) : (
        <p className={styles.empty}>{t`Loading your farm…`}</p>
      )}
    </Screen>
  );
}
