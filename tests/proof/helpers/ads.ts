/** Ad-view tokens for the proofs: asked for as the client does when an ad starts. */
import { AD_VIEW_START_PATH, adViewStartResponseSchema, type AdViewStart } from '#protocol/ad-views';
import { call } from './players.ts';

/** The token of an ad of `card` starting now on `base`. */
export async function startAd(base: string, session: string, card: string): Promise<AdViewStart> {
  const answer = await call(`${base}${AD_VIEW_START_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ card }),
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
  });
  if (answer.status !== 200) throw new Error(`ad-view-start: ${answer.status} ${answer.text}`);
  return adViewStartResponseSchema.parse(answer.json);
}

/** The token of an ad of `card`, once the ad is over on the server's clock (a real ad's length: the rule counts real time). */
export async function watchAd(base: string, session: string, card: string): Promise<string> {
  const started = await startAd(base, session, card);
  await new Promise((resolve) => setTimeout(resolve, started.watchedFrom - started.serverNow + 50));
  return started.adView;
}
