import type { ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Card } from '../../ui/card.tsx';
import {
  GameControllerIcon,
  MarketIcon,
  Medal1Icon,
  TelegramIcon,
  TonIcon,
  TractorIcon,
  UserBoostIcon,
  YieldIcon,
  type IconProps,
} from '../../ui/icons/index.ts';
import styles from './placeholder-screen.module.css';

/** A screen whose feature is not built yet: its title, its icon and a friendly note. */
function PlaceholderScreen({ title, Icon }: { title: MessageDescriptor; Icon: ComponentType<IconProps> }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <Icon size={40} />
        {i18n._(title)}
      </h1>
      <Card>
        <div className={styles.body}>
          <Icon size={72} />
          <Trans>Our farmhands are still building this. Check back soon!</Trans>
        </div>
      </Card>
    </div>
  );
}

function placeholder(title: MessageDescriptor, Icon: ComponentType<IconProps>): ComponentType {
  return function Placeholder() {
    return <PlaceholderScreen title={title} Icon={Icon} />;
  };
}

/** The screens not built yet, by their path's name. */
export const PLACEHOLDER_SCREENS = {
  boosts: placeholder(msg`Boosts`, UserBoostIcon),
  spin: placeholder(msg`Spin`, GameControllerIcon),
  quests: placeholder(msg`Quests`, YieldIcon),
  shop: placeholder(msg`Shop`, MarketIcon),
  events: placeholder(msg`Events`, TractorIcon),
  friends: placeholder(msg`Friends`, TelegramIcon),
  leaderboard: placeholder(msg`Leaderboard`, Medal1Icon),
  wallet: placeholder(msg`Wallet`, TonIcon),
} satisfies Record<string, ComponentType>;

/** The name of a screen that is still a placeholder. */
export type PlaceholderName = keyof typeof PLACEHOLDER_SCREENS;
