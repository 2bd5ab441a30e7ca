import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSettings } from '../data/index.ts';
import { setSoundLevels, startSound } from '../platform/audio/sound.ts';
import { setVibration } from '../platform/haptics.ts';
import { useBackButton, useTelegramIsDark } from '../platform/telegram/index.ts';
import { applyTheme, resolveTheme } from './color-mode.ts';
import { backgroundGate } from './pwa/background-gate.ts';

/** Keeps the page's theme, sound and vibration in step with the settings. */
export function SettingsEffects() {
  const settings = useSettings();
  const telegramDark = useTelegramIsDark();
  const theme = resolveTheme(settings.colorMode, telegramDark);
  const { musicOn, musicLevel, soundFxOn, soundFxLevel, vibration } = settings;

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  // The engine's code waits for the first tap or a quiet moment, with the other background work.
  useEffect(() => startSound(backgroundGate.opened()), []);
  useEffect(() => {
    setSoundLevels({ musicOn, musicLevel, soundFxOn, soundFxLevel });
  }, [musicOn, musicLevel, soundFxOn, soundFxLevel]);
  useEffect(() => {
    setVibration(vibration);
  }, [vibration]);
  return null;
}

/** Telegram's back button on every screen but the farm; it goes back (home when there is no history). */
export function BackButtonEffect() {
  const [location, navigate] = useLocation();
  const onBack = useCallback(() => {
    if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  }, [navigate]);
  useBackButton(location !== '/', onBack);
  return null;
}
