import { createContext, memo, useContext, type ComponentType } from 'react';
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

/**
 * Icons of producers beyond the main season's, given by the screens that show them (the event's,
 * icons/event-icons.tsx): the farm, which the first load paints, draws the main season only.
 */
export const MoreProducerIcons = createContext<Readonly<Record<string, ComponentType<IconProps>>>>({});

/** The drawn icon of a producer type (an unknown one shows the event's barn); memoized: it only changes with the type. */
export const ProducerIcon = memo(function ProducerIcon({ type, ...props }: IconProps & { type: string }) {
  const more = useContext(MoreProducerIcons);
  const Icon = ICONS[type] ?? more[type] ?? EventProducerIcon;
  return <Icon {...props} />;
});
