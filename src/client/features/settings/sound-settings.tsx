import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSettings, useUpdateSettings, type Settings } from '../../data/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import { Card } from '../../ui/card.tsx';
import { LevelSlider, Switch } from '../../ui/controls.tsx';
import { MusicIcon, SoundIcon } from '../../ui/icons/settings-icons.tsx';
import { hapticSelection } from '../../platform/index.ts';
import styles from './settings-screen.module.css';

interface LevelRowProps {
  icon: ReactNode;
  label: string;
  on: boolean;
  level: number;
  onToggle: (on: boolean) => void;
  onLevel: (level: number) => void;
}

/** A toggle with its level slider under it. */
function LevelRow({ icon, label, on, level, onToggle, onLevel }: LevelRowProps) {
  const format = useAmountFormat();
  const { t } = useLingui();
  return (
    <>
      <div className={styles.row}>
        <span className={styles.rowIcon}>{icon}</span>
        <span className={styles.rowText}>{label}</span>
        <Switch checked={on} label={label} onChange={onToggle} />
      </div>
      <div className={styles.level}>
        <LevelSlider value={level} disabled={!on} label={t`${label} volume`} onChange={onLevel} />
        <span className={styles.value}>{format.percent(level / 100)}</span>
      </div>
    </>
  );
}

/** Music and sound effects: each a toggle (off is silence) and a level from 0 to 100. */
export function SoundSettings() {
  const { t } = useLingui();
  const settings = useSettings();
  const updateSettings = useUpdateSettings();
  const save = (patch: Partial<Settings>) => {
    void updateSettings(patch);
  };
  return (
    <Card heading={t`Sound`}>
      <LevelRow
        icon={<MusicIcon size={22} />}
        label={t`Music`}
        on={settings.musicOn}
        level={settings.musicLevel}
        onToggle={(musicOn) => {
          hapticSelection();
          save({ musicOn });
        }}
        onLevel={(musicLevel) => {
          save({ musicLevel });
        }}
      />
      <div className={styles.divider} />
      <LevelRow
        icon={<SoundIcon size={22} />}
        label={t`Sound effects`}
        on={settings.soundFxOn}
        level={settings.soundFxLevel}
        onToggle={(soundFxOn) => {
          hapticSelection();
          save({ soundFxOn });
        }}
        onLevel={(soundFxLevel) => {
          save({ soundFxLevel });
        }}
      />
    </Card>
  );
}
