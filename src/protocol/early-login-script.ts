/** The early login's inline script (see early-login.ts), for index.html and the server's CSP. */
import { LOGIN_PATH, LOGIN_SNAPSHOT_QUERY } from './auth.ts';
import { EARLY_LOGIN_GLOBAL, SESSION_UNTIL_KEY } from './early-login.ts';

/** The inline script (plain ES2017, no module: it runs while the parser meets it). */
export const EARLY_LOGIN_SCRIPT = `(function () {
  try {
    var data = new URLSearchParams(location.hash.slice(1)).get('tgWebAppData');
    if (!data || Number(localStorage.getItem('${SESSION_UNTIL_KEY}')) > Date.now()) return;
    var sentAt = Date.now();
    var answer = fetch('${LOGIN_PATH}?${LOGIN_SNAPSHOT_QUERY}=main', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: data }).then(function (response) {
      return response.text().then(function (text) {
        return { status: response.status, ok: response.ok, headers: response.headers, text: text, sentAt: sentAt, receivedAt: Date.now() };
      });
    });
    answer.catch(function () {});
    window['${EARLY_LOGIN_GLOBAL}'] = { initData: data, answer: answer };
  } catch (error) {}
})();`;
