/** The early login's inline script (see early-login.ts), for index.html and the server's CSP. */
import { LOGIN_PATH, LOGIN_SNAPSHOT_QUERY } from './auth.ts';
import { EARLY_LOGIN_GLOBAL, SESSION_UNTIL_KEY } from './early-login.ts';

/**
 * The inline script (plain ES2017, no module: it runs while the parser meets it). With the login
 * it preloads the network code's files its tag names (`data-network`, set by the build; an
 * attribute is not part of the CSP hash): a first open needs that code to store the answer, and would
 * otherwise ask for it only once the first load has run. A returning player's start skips both.
 *
 * It also preloads the game's font (`data-font`), unless the phone says its connection is slow
 * (2G-like or Save-Data): there the font's 40 KB would share the link with the code and the
 * login's answer, and hold back the farm by most of a second (docs/performance.md), so the text shows in the
 * system font first and the game's font follows once the page asks for it.
 *
 * And it builds a number and a date formatter once the splash has painted: a page's first `Intl`
 * formatter loads the ICU data (60 to 90 ms on this machine, several times that on a phone), which
 * otherwise landed in the first render of the farm's numbers, after the code had arrived. Any
 * locale will do: the data is shared, and the screens' own formatters are then cheap (docs/performance.md).
 */
export const EARLY_LOGIN_SCRIPT = `(function () {
  function preload(href, as) {
    var link = document.createElement('link');
    link.rel = as === 'script' ? 'modulepreload' : 'preload';
    if (as !== 'script') {
      link.as = as;
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
    }
    link.href = href;
    document.head.appendChild(link);
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      try {
        new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(1.5);
        new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(0);
      } catch (error) {}
    }, 0);
  });
  try {
    var tag = document.currentScript;
    var font = tag && tag.getAttribute('data-font');
    var connection = navigator.connection;
    var slow = connection && (connection.saveData || /2g/.test(connection.effectiveType || ''));
    if (font && !slow) preload(font, 'font');
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
    var network = tag && tag.getAttribute('data-network');
    if (network) network.split(' ').forEach(function (file) { preload(file, 'script'); });
  } catch (error) {}
})();`;
