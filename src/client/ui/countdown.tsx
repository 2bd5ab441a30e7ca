import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from './amount.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A clock reading of `ms` (rounded up to the second, so a countdown shows 0:00 only when the
 * time has come): `0:42`, `12:05`, `3:04:09`. Days are written by {@link Countdown}.
 */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Time left until `to` (ms, server time) seen at `now`: a clock under a day, days and hours over. */
export function Countdown({ to, now, className }: { to: number; now: number; className?: string }) {
  const { t } = useLingui();
  const left = Math.max(0, to - now);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const text = days > 0 ? t({ message: `${days}d ${hours}h`, comment: 'A countdown of days and hours, e.g. 2d 5h' }) : clockText(left);
  return (
    <time className={className} dateTime={`PT${Math.ceil(left / SECOND)}S`} data-countdown={Math.ceil(left / SECOND)}>
      {text}
    </time>
  );
}

/** A cycle length as the player reads it: `5s`, `4.8s`, `1m 30s`, `2h 5m`. */
export function useDurationText(): (ms: number) => string {
  const { t, i18n } = useLingui();
  return (ms) => {
    if (ms < MINUTE) {
      // The tenths in the player's number format (4,8 in Russian), never the code's "4.8".
      const seconds = formatDecimal(Math.round(ms / 100) / 10, i18n.locale, 1);
      return t({ message: `${seconds}s`, comment: 'A short duration in seconds, e.g. 4.8s' });
    }
    if (ms < HOUR) {
      const minutes = Math.floor(ms / MINUTE);
      const seconds = Math.round((ms % MINUTE) / SECOND);
      return seconds === 0
        ? t({ message: `${minutes}m`, comment: 'A duration in minutes, e.g. 5m' })
        : t({ message: `${minutes}m ${seconds}s`, comment: 'e.g. 1m 30s' });
    }
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.round((ms % HOUR) / MINUTE);
    return t({ message: `${hours}h ${minutes}m`, comment: 'e.g. 2h 5m' });
  };
}
