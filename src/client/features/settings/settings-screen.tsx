import { useLingui } from '@lingui/react/macro';
import { useSettings, useUpdateSettings, type ColorMode } from '../../data/index.ts';
import { changeLocale } from '../../i18n/i18n.ts';
import { LOCALE_NAMES, LOCALES, matchLocale, type Locale } from '../../i18n/locales.ts';
import { hapticSelection } from '../../platform/index.ts';
import { Card } from '../../ui/card.tsx';
import { Segmented, Switch } from '../../ui/controls.tsx';
import { AutoThemeIcon, MoonIcon, SunIcon, VibrationIcon } from '../../ui/icons/settings-icons.tsx';
import { SettingsNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { ReminderSettings } from './reminder-settings.tsx';
import { SoundSettings } from './sound-settings.tsx';
import styles from './settings-screen.module.css';

function VibrationSettings() {
  const { t } = useLingui();
  const { vibration } = useSettings();
  const updateSettings = useUpdateSettings();
  return (
    <Card>
      <div className={styles.row}>
        <span className={styles.rowIcon}>
          <VibrationIcon size={22} />
        </span>
        <span className={styles.rowText}>
          {t`Vibration`}
          <span className={styles.hint}>{t`Haptic feedback on taps and rewards`}</span>
        </span>
        <Switch
          checked={vibration}
          label={t`Vibration`}
          onChange={(on) => {
            void updateSettings({ vibration: on });
            if (on) hapticSelection();
          }}
        />
      </div>
    </Card>
  );
}

function AppearanceSettings() {
  const { t } = useLingui();
  const { colorMode } = useSettings();
  const updateSettings = useUpdateSettings();
  const options = [
    { value: 'light' as const, label: t`Light`, icon: <SunIcon size={18} /> },
    { value: 'dark' as const, label: t`Dark`, icon: <MoonIcon size={18} /> },
    { value: 'system' as const, label: t`Auto`, icon: <AutoThemeIcon size={18} /> },
  ];
  return (
    <Card heading={t`Appearance`}>
      <Segmented<ColorMode>
        name="color-mode"
        legend={t`Colour mode`}
        value={colorMode}
        options={options}
        onChange={(mode) => {
          hapticSelection();
          void updateSettings({ colorMode: mode });
        }}
      />
    </Card>
  );
}

function LanguageSettings() {
  const { t, i18n } = useLingui();
  const current = matchLocale(i18n.locale);
  const updateSettings = useUpdateSettings();
  const pick = async (locale: Locale) => {
    hapticSelection();
    await changeLocale(locale);
    await updateSettings({ locale });
  };
  return (
    <Card heading={t`Language`}>
      <fieldset className={styles.languages} aria-label={t`Language`}>
        {LOCALES.map((locale) => (
          <label key={locale} className={styles.language} lang={locale}>
            <input
              type="radio"
              name="locale"
              value={locale}
              checked={locale === current}
              onChange={() => {
                void pick(locale);
              }}
            />
            {LOCALE_NAMES[locale]}
          </label>
        ))}
      </fieldset>
    </Card>
  );
}

/** The settings screen: sound, vibration, colour mode and language, kept on the device; the bot's reminders, kept on the server. */
export function SettingsScreen() {
  const { t } = useLingui();
  const build = __BUILD_ID__;
  return (
    <div className={styles.screen} data-testid="settings">
      <h1 className={styles.title}>
        <span className={styles.titleIcon}>
          <SettingsNavIcon size={28} />
        </span>
        {t`Settings`}
      </h1>
      <SoundSettings />
      <VibrationSettings />
      <ReminderSettings />
      <AppearanceSettings />
      <LanguageSettings />
      <p className={styles.footer}>{t`Version ${build}`}</p>
    </div>
  );
}
