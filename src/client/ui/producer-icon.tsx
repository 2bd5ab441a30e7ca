import { memo, type ComponentType } from 'react';
import {
  BeehiveIcon,
  CompostIcon,
  DairyIcon,
  EventProducerIcon,
  FieldIcon,
  MarketIcon,
  OrchardIcon,
  SprouterIcon,
  WindmillIcon,
  type IconProps,
} from './icons/index.ts';

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
