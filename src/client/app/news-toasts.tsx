import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WELCOME_GIFT } from '#domain/referral-share';
import { acknowledgeNews, useDataClient, useNews, type NewsItem } from '../data/index.ts';
import { feedback } from '../platform/feedback.ts';
import { useAmountFormat } from '../ui/amount.ts';
import { FriendsNavIcon } from '../ui/icons/more-nav-icons.tsx';
import { RewardChip } from '../ui/reward-chip.tsx';
import { toast } from '../ui/toast.ts';
import styles from './toaster.module.css';

/** A news toast stays longer than a refusal's: it names someone and what they brought. */
const NEWS_DURATION_MS = 9000;

function NewsText({ item }: { item: NewsItem }) {
  const { t } = useLingui();
  const format = useAmountFormat();
  const name = item.name ?? t`A friend`;
  if (item.kind === 'friend-joined') {
    const tokens = format.amount(item.tokens);
    return (
      <span className={styles.news} data-testid="news-friend-joined">
        <FriendsNavIcon size={22} />
        <span>{t`${name} joined your farm through your link: +${tokens} tokens`}</span>
      </span>
    );
  }
  return (
    <span className={styles.news} data-testid="news-welcome-gift">
      <span>{t`Welcome! ${name} invited you. Your welcome gift:`}</span>
      <span className={styles.newsGifts}>
        {WELCOME_GIFT.map((reward, index) => (
          <RewardChip key={index} reward={reward} size="sm" />
        ))}
      </span>
    </span>
  );
}

/**
 * Tells the player, once, the news the server sent (a friend joined through their link; who
 * invited them and the welcome gift): each item toasted when it arrives, then acknowledged.
 */
export function NewsToasts() {
  const news = useNews();
  const client = useDataClient();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    const fresh = news.filter((item) => !shown.current.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) {
      shown.current.add(item.id);
      toast.success(<NewsText item={item} />, { id: `news:${String(item.id)}`, duration: NEWS_DURATION_MS });
    }
    feedback('reward');
    void acknowledgeNews(
      client,
      fresh.map((item) => item.id),
    );
  }, [client, news]);
  return null;
}
