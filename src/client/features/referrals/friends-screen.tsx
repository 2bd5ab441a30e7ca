import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../ui/toast.ts';
import { referralReward } from '#domain/checkin';
import { preparedInvite, useDataClient, useGameUser, useQuestList } from '../../data/index.ts';
import { canShareStory, feedback, shareFarmStory, shareInvite } from '../../platform/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { useAmountFormat } from '../../ui/amount.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FriendsNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { TelegramIcon } from '../../ui/icons/social-icons.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { Screen } from '../../ui/screen.tsx';
import { FriendsList } from './friends-list.tsx';
import { inviteLink } from './invite-link.ts';
import styles from './friends.module.css';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (some WebViews): the link stays selectable on screen.
    return false;
  }
}

function RewardTile({ amount, title, highlight }: { amount: number; title: string; highlight: boolean }) {
  return (
    <div className={[styles.tile, highlight ? styles.tileHighlight : ''].join(' ')} data-testid={highlight ? 'referral-reward' : undefined}>
      <span className={styles.tileAmount}>
        <TokenIcon size={26} />
        <AbbreviatedNumber value={amount} signed />
      </span>
      <span className={styles.tileTitle}>{title}</span>
    </div>
  );
}

/** Friends: the invite link (shared through Telegram or copied), the friends counted, who joined and the reward. */
export function FriendsScreen() {
  const { t } = useLingui();
  const format = useAmountFormat();
  const client = useDataClient();
  const row = useGameUser('main');
  const quests = useQuestList();
  const [copied, setCopied] = useState(false);
  const telegramId = row?.confirmed.user_id;
  const link = telegramId === undefined ? null : inviteLink(telegramId);
  const friends = quests?.friendsInvited ?? 0;
  // The invite text (docs/product.md, section 6): what the player reads first is the premium reward when they are premium.
  const premium = row?.view.premium ?? false;

  const share = () => {
    if (link === null) return;
    feedback('tap');
    // The message the bot prepared (picture, link, button) where Telegram can share it; the link otherwise.
    shareInvite(() => preparedInvite(client), link, t`Grow a farm with me in Harvest Hub! 🌱`);
  };
  const shareStory = () => {
    if (link === null) return;
    feedback('tap');
    shareFarmStory(t`My farm in Harvest Hub. Come and grow yours! 🌱`, link);
  };
  const copyLink = async () => {
    if (link === null) return;
    const done = await copy(link);
    feedback(done ? 'select' : 'refused');
    setCopied(done);
    if (done) toast.success(t`Link copied`);
  };

  return (
    <Screen title={t`Friends`} icon={<FriendsNavIcon size={30} />} subtitle={t`Invite friends, earn tokens together`} testId="friends">
      <Card className={styles.hero}>
        <p className={styles.count}>
          <strong data-testid="friends-count">{format.amount(friends)}</strong>
          <span>{plural(friends, { one: 'friend joined', other: 'friends joined' })}</span>
        </p>
        <div className={styles.tiles}>
          <RewardTile amount={referralReward(false)} title={t`for each friend who joins`} highlight={!premium} />
          <RewardTile amount={referralReward(true)} title={t`if your friend has Telegram Premium`} highlight={premium} />
        </div>
      </Card>
      <Card heading={t`Your invite link`}>
        {/* Wrapped, never clipped: the whole link reads on a narrow phone, and stays selectable. */}
        <p className={styles.link} data-testid="invite-link">
          {link ?? ''}
        </p>
        <div className={styles.actions}>
          <Button icon={<TelegramIcon size={20} />} disabled={link === null} onClick={share} data-testid="share-invite">
            {t`Invite`}
          </Button>
          <Button variant="secondary" disabled={link === null} onClick={() => void copyLink()} data-testid="copy-invite">
            {copied ? t`Copied!` : t`Copy link`}
          </Button>
          {canShareStory() ? (
            <Button variant="secondary" className={styles.wide} disabled={link === null} onClick={shareStory} data-testid="share-story">
              {t`Share my farm`}
            </Button>
          ) : null}
        </div>
      </Card>
      <FriendsList />
      <Card heading={t`How it works`}>
        <ol className={styles.steps}>
          <li>{t`Send your link to a friend.`}</li>
          <li>{t`Your friend opens the game from it.`}</li>
          <li>{t`You get your tokens at once, and your friend a welcome gift.`}</li>
          <li>{t`Every day, collect a share of what your friends earn.`}</li>
        </ol>
      </Card>
    </Screen>
  );
}
