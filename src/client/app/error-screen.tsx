import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonLink } from '../ui/button.tsx';
import { SeedIcon } from '../ui/icons/resource-icons.tsx';
import { TelegramIcon } from '../ui/icons/social-icons.tsx';
import { openTelegramLink } from '../platform/telegram/index.ts';
import { TELEGRAM_LINK_PREFIX } from '../platform/platform-rules.ts';
import { channelUrl } from './config.ts';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  /** HTTP-like status: 404 unknown page, 500 failure, ... */
  status: number;
  message: string;
  /** A line under the message; a general one when not given. */
  hint?: string;
  /** Called after retry navigated to `/` (to reset an error boundary, or reload). */
  onRetry?: () => void;
}

/** Inside Telegram a t.me link must open through Telegram, not replace the mini app's page. */
function openChannel(event: MouseEvent<HTMLAnchorElement>, url: string): void {
  if (!url.startsWith(TELEGRAM_LINK_PREFIX)) return;
  event.preventDefault();
  openTelegramLink(url);
}

/** The error screen: large status code, the message, retry (to `/`) and the channel link. */
export function ErrorScreen({ status, message, hint, onRetry }: ErrorScreenProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const url = channelUrl();
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-status">
      <div className={styles.badge}>
        <SeedIcon size={52} className={styles.sprout} />
        <span id="error-status" className={styles.status} data-testid="error-status">
          {status}
        </span>
      </div>
      <p className={styles.message} data-testid="error-message">
        {message}
      </p>
      <p className={styles.hint}>{hint ?? <Trans>Something went wrong on the farm. Try again, or visit our channel for news.</Trans>}</p>
      <div className={styles.actions}>
        <Button
          size="lg"
          block
          onClick={() => {
            navigate('/');
            onRetry?.();
          }}
        >
          {t`Retry`}
        </Button>
        <ButtonLink
          variant="ghost"
          size="lg"
          block
          href={url}
          target="_blank"
          rel="noopener"
          icon={<TelegramIcon size={24} />}
          onClick={(event) => {
            openChannel(event, url);
          }}
        >
          {t`Telegram`}
        </ButtonLink>
      </div>
    </section>
  );
}
