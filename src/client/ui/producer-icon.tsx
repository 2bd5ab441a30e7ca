import { memo, type ComponentType } from 'react';
import { BeehiveIcon, DairyIcon, OrchardIcon, WindmillIcon } from './icons/token-producer-icons.tsx';
import { CompostIcon, EventProducerIcon, FieldIcon, MarketIcon, SprouterIcon } from './icons/producer-icons.tsx';
import { type IconProps } from './icons/svg.tsx';

const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  sprouter: SprouterIcon,
  field: FieldIcon,
  compost: CompostIcon,
  market: MarketIcon,
  beehive: BeehiveIcon,
  orchard: OrchardIcon,
  dairy: DairyIcon,
  windmill: WindmillIcon,
};

/** The drawn icon of a producer type (event producers share the event's pumpkin); memoized: it only changes with the type. */
export const ProducerIcon = memo(function ProducerIcon({ type, ...props }: IconProps & { type: string }) {
  const Icon = ICONS[type] ?? EventProducerIcon;
  return <Icon {...props} />;
});
