import { useLingui } from '@lingui/react/macro';
import { useSeason } from '../../data/index.ts';
import { Medal1Icon } from '../../ui/icons/award-icons.tsx';
import styles from './season-banner.module.css';

/** The running season: name, number, start date, and an end still to be announced (TBA). */
export function SeasonBanner() {
  const { t, i18n } = useLingui();
  const season = useSeason();
  // Not known yet (still reading, or never synced): keep the banner's room, so the farm below
  // does not jump when it arrives.
  if (season === undefined || season === null)
    return <div className={styles.placeholder} aria-hidden="true" data-testid="season-banner-placeholder" />;
  const data = season.data;
  if (!data) return null;
  const number = data.seasonNumber;
  const name = data.seasonName;
  const start = new Date(data.startDate);
  // A season without a name of its own is called "Season N" by the server: say it once.
  const named = name !== `Season ${number}`;
  const started = Number.isNaN(start.getTime()) ? data.startDate : i18n.date(start, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <section className={styles.banner} data-testid="season-banner" aria-label={t`Season ${number}`}>
      <Medal1Icon size={34} className={styles.medal} />
      <div className={styles.text}>
        <span className={styles.kicker}>{named ? t`Season ${number}` : t`Current season`}</span>
        <strong className={styles.name}>{named ? name : t`Season ${number}`}</strong>
      </div>
      <dl className={styles.dates}>
        <div>
          <dt>{t`Started`}</dt>
          <dd>{started}</dd>
        </div>
        <div>
          <dt>{t`Ends`}</dt>
          <dd>{t({ message: 'TBA', comment: 'To be announced: the season has no end date yet' })}</dd>
        </div>
      </dl>
    </section>
  );
}
