import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { reminders, useDataClient, useOnline, type RemindersSetting } from '../../data/index.ts';
import { hapticSelection } from '../../platform/index.ts';
import { Card } from '../../ui/card.tsx';
import { Switch } from '../../ui/controls.tsx';
import { BellIcon } from '../../ui/icons/settings-icons.tsx';
import styles from './settings-screen.module.css';

/** The bot's reminders: a setting the server keeps, since the server sends them. Hidden until the server answers. */
export function ReminderSettings() {
  const { t } = useLingui();
  const online = useOnline();
  const client = useDataClient();
  const [setting, setSetting] = useState<RemindersSetting | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    void reminders(client).then((answer) => {
      if (live && answer !== null) setSetting(answer);
    });
    return () => {
      live = false;
    };
  }, [online, client]);
  if (setting === null) return null;
  const change = async (on: boolean) => {
    hapticSelection();
    setSetting({ ...setting, on });
    const answer = await reminders(client, on);
    // Not saved (offline, or the server did not answer): the switch shows what the server holds.
    setSetting(answer ?? setting);
  };
  return (
    <Card>
      <div className={styles.row} data-testid="reminder-settings">
        <span className={styles.rowIcon}>
          <BellIcon size={22} />
        </span>
        <span className={styles.rowText}>
          {t`Reminders`}
          <span className={styles.hint}>
            {setting.reachable
              ? t`A message from the bot when your storage is full, a free spin is ready or your streak is about to end`
              : t`The bot cannot write to you yet: open it in Telegram and press Start`}
          </span>
        </span>
        <Switch
          checked={setting.on}
          label={t`Reminders`}
          onChange={(on) => {
            void change(on);
          }}
        />
      </div>
    </Card>
  );
}
