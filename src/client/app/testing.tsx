import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { render, type RenderResult } from '@testing-library/react';
import { DataProvider, type DataClient } from '../data/index.ts';
import { activateLocale, i18n, loadLaterMessages } from '../i18n/i18n.ts';
import { ActionFeedback } from './action-feedback.tsx';
import type { Locale } from '../i18n/locales.ts';

/** What a component test gets: the render result and the in-memory location's history. */
export interface ShellRender extends RenderResult {
  /** Every path the memory location went through, oldest first. */
  history: readonly string[];
  navigate: (path: string) => void;
}

/**
 * Renders UI the way the shell does, for component tests: the data client `data` (the test's own,
 * from `offlineTestData`; none when left out), Lingui with the real compiled catalogs (the first load's and
 * the later one, which a screen loaded on demand brings), a wouter router
 * on an in-memory location starting at `path`, and the actions' feedback.
 */
export async function renderInShell(
  ui: ReactNode,
  { path = '/', locale = 'en-US', data }: { path?: string; locale?: Locale; data?: DataClient } = {},
): Promise<ShellRender> {
  await activateLocale(locale);
  await loadLaterMessages(locale);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <DataProvider value={data}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <ActionFeedback />
          {ui}
        </Router>
      </I18nProvider>
    </DataProvider>,
  );
  return { ...result, history: location.history, navigate: location.navigate };
}
