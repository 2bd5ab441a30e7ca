/** Drawn icons: resources, producers, boosts, awards, social links and navigation. */
export type { IconProps } from './svg.tsx';
export { SeedIcon, YieldIcon, FertilizeIcon, TokenIcon } from './resource-icons.tsx';
export { SprouterIcon, FieldIcon, CompostIcon, MarketIcon, EventProducerIcon } from './producer-icons.tsx';
export { BeehiveIcon, OrchardIcon, DairyIcon, WindmillIcon } from './token-producer-icons.tsx';
export { UserBoostIcon, WaterBoostIcon, InstaBoostIcon, TractorIcon } from './boost-icons.tsx';
export { MedalIcon, Medal1Icon, TonIcon, SpeedometerIcon } from './award-icons.tsx';
export { TelegramIcon, TikTokIcon, LinkedInIcon } from './social-icons.tsx';
export {
  FarmNavIcon,
  BoostsNavIcon,
  SpinNavIcon,
  QuestsNavIcon,
  ShopNavIcon,
  EventsNavIcon,
  FriendsNavIcon,
  LeaderboardNavIcon,
  WalletNavIcon,
  SettingsNavIcon,
  MoreNavIcon,
  CloseIcon,
} from './nav-icons.tsx';
export { MusicIcon, SoundIcon, VibrationIcon, SunIcon, MoonIcon, AutoThemeIcon } from './settings-icons.tsx';
