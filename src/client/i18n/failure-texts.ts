/**
 * The texts of failures and refusals (reasons.ts, undone.ts), loaded when the first is shown: the
 * first paint needs neither their code nor their messages (lingui.config.ts, the `later` catalog).
 */
import { loadLaterMessages } from './i18n.ts';

/** The failure and refusal texts, with the later messages of the active locale loaded. */
export async function loadFailureTexts() {
  const [{ failureText, bannedHint }, { undoneText }] = await Promise.all([
    import('./reasons.ts'),
    import('./undone.ts'),
    loadLaterMessages(),
  ]);
  return { failureText, bannedHint, undoneText };
}

export type FailureTexts = Awaited<ReturnType<typeof loadFailureTexts>>;
