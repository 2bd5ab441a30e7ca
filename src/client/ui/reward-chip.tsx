import type { ComponentType, ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BoostKind, Grant, Reward } from '#domain/catalog-types';
import type { ResourceIndex } from '#domain/resources';
import { FertilizeIcon, SeedIcon, TokenIcon, YieldIcon } from './icons/resource-icons.tsx';
import { InstaBoostIcon, UserBoostIcon, WaterBoostIcon } from './icons/boost-icons.tsx';
import { SpinNavIcon } from './icons/nav-icons.tsx';
import { type IconProps } from './icons/svg.tsx';
import { useAmountFormat } from './amount.ts';
import styles from './reward-chip.module.css';

/** The drawn icon of each resource slot (0 seed, 1 yield, 2 fertilize, 3 token). */
export const RESOURCE_ICONS: Readonly<Record<ResourceIndex, ComponentType<IconProps>>> = {
  0: SeedIcon,
  1: YieldIcon,
  2: FertilizeIcon,
  3: TokenIcon,
};

const BOOST_ICONS: Readonly<Record<BoostKind, ComponentType<IconProps>>> = { user: UserBoostIcon, insta: InstaBoostIcon };

/** The translated name of a resource slot. */
export function useResourceName(): (slot: ResourceIndex) => string {
  const { t } = useLingui();
  return (slot) => [t`Seed`, t`Yield`, t`Fertilize`, t`Token`][slot] ?? '';
}

/** "30 min of seed production": a reward written in minutes of the player's production. */
function useProductionText(): (slot: ResourceIndex, minutes: number) => string {
  const { t } = useLingui();
  return (slot, minutes) => {
    switch (slot) {
      case 0:
        return t`${minutes} min of seed production`;
      case 1:
        return t`${minutes} min of yield production`;
      case 2:
        return t`${minutes} min of fertilizer production`;
      case 3:
        return t`${minutes} min of token production`;
    }
  };
}

/** "30 minutes of water", in the plural form of the player's language. */
function waterText(minutes: number): string {
  return plural(minutes, { one: '# minute of water', other: '# minutes of water' });
}

/** The translated name of a boost kind. */
export function useBoostName(): (kind: BoostKind) => string {
  const { t } = useLingui();
  return (kind) => (kind === 'user' ? t`User boost` : t`Insta boost`);
}

interface ChipParts {
  Icon: ComponentType<IconProps>;
  text: string;
  label: string;
}

function Chip({ Icon, text, label, size, plain = false }: ChipParts & { size: 'sm' | 'md'; plain?: boolean }) {
  return (
    <span
      className={[styles.chip, size === 'sm' ? styles.sm : '', plain ? styles.plain : ''].join(' ')}
      title={label}
      aria-label={label}
      role="img"
    >
      <Icon size={size === 'sm' ? 16 : 20} />
      <span className={styles.text}>{text}</span>
    </span>
  );
}

/**
 * A catalog reward as the player reads it: "+3.4K" seeds (what it pays now, `preview`: the
 * domain's `rewardPreview`, the cap applied), "+1" spin, a boost; `detailed` writes it out in full
 * ("30 min of seed production: Seed +3.4K") without the pill. Without a preview (no farm synced
 * yet) a reward in minutes shows its minutes.
 */
export function RewardChip({
  reward,
  size = 'md',
  detailed = false,
  preview = null,
}: {
  reward: Reward;
  size?: 'sm' | 'md';
  detailed?: boolean;
  preview?: Grant | null;
}) {
  const { t } = useLingui();
  const resourceName = useResourceName();
  const boostName = useBoostName();
  const productionText = useProductionText();
  const format = useAmountFormat();
  let parts: ChipParts;
  switch (reward.type) {
    case 'resource': {
      const name = resourceName(reward.resource);
      const { minutes } = reward;
      const pays = preview?.type === 'resource' ? preview.amount : minutes > 0 ? null : reward.amount;
      const shown = pays === null ? null : format.amount(pays, { signed: true });
      const Icon = RESOURCE_ICONS[reward.resource];
      if (shown === null) parts = { Icon, text: t`${minutes} min`, label: productionText(reward.resource, minutes) };
      else if (minutes > 0) parts = { Icon, text: shown, label: `${productionText(reward.resource, minutes)}: ${name} ${shown}` };
      else parts = { Icon, text: shown, label: `${name} ${shown}` };
      break;
    }
    case 'spin': {
      const amount = format.amount(reward.amount);
      parts = { Icon: SpinNavIcon, text: format.amount(reward.amount, { signed: true }), label: t`${amount} × spin` };
      break;
    }
    case 'boost': {
      const amount = format.amount(reward.amount);
      const name = boostName(reward.boost);
      parts = { Icon: BOOST_ICONS[reward.boost], text: format.amount(reward.amount, { signed: true }), label: t`${amount} × ${name}` };
      break;
    }
    case 'water': {
      const minutes = reward.minutes;
      parts = { Icon: WaterBoostIcon, text: t`${minutes} min`, label: waterText(minutes) };
      break;
    }
  }
  return <Chip {...parts} text={detailed ? parts.label : parts.text} size={size} plain={detailed} />;
}

/** What a reward actually credited: "+1.2K" seed, "+1" spin, "+30 min" water. */
export function GrantChip({ grant, size = 'md' }: { grant: Grant; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const resourceName = useResourceName();
  const boostName = useBoostName();
  const format = useAmountFormat();
  let parts: ChipParts;
  switch (grant.type) {
    case 'resource': {
      const shown = format.amount(grant.amount, { signed: true });
      const name = resourceName(grant.resource);
      parts = { Icon: RESOURCE_ICONS[grant.resource], text: shown, label: `${name} ${shown}` };
      break;
    }
    case 'spin': {
      const amount = format.amount(grant.amount);
      parts = { Icon: SpinNavIcon, text: format.amount(grant.amount, { signed: true }), label: t`${amount} × spin` };
      break;
    }
    case 'boost': {
      const amount = format.amount(grant.amount);
      const name = boostName(grant.boost);
      parts = { Icon: BOOST_ICONS[grant.boost], text: format.amount(grant.amount, { signed: true }), label: t`${amount} × ${name}` };
      break;
    }
    case 'water': {
      const minutes = grant.minutes;
      parts = { Icon: WaterBoostIcon, text: t`+${minutes} min`, label: waterText(minutes) };
      break;
    }
  }
  return <Chip {...parts} size={size} />;
}

/** What an action granted, as one row of chips (the toast of a claim, a purchase, the tractor). */
export function GrantChips({ grants, icon }: { grants: readonly Grant[]; icon?: ReactNode }) {
  return (
    <span className={styles.granted}>
      {icon}
      {grants.map((grant, index) => (
        <GrantChip key={index} grant={grant} size="sm" />
      ))}
    </span>
  );
}
