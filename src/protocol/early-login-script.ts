/** The early login's inline script (see early-login.ts), for index.html and the server's CSP. */
import { LOGIN_PATH, LOGIN_SNAPSHOT_QUERY } from './auth.ts';
import { EARLY_LOGIN_GLOBAL, SESSION_UNTIL_KEY } from './early-login.ts';

/**
 * The inline script (plain ES2017, no module: it runs while the parser meets it). With the login
 * it preloads the network code its tag names (`data-network`, set by the build; an attribute is
 * not part of the CSP hash): a first open needs that code to store the answer, and would
 * otherwise ask for it only once the first load has run. A returning player's start skips both.
 */
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
    var network = document.currentScript && document.currentScript.getAttribute('data-network');
    if (network) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = network;
      document.head.appendChild(link);
    }
  } catch (error) {}
})();`;
