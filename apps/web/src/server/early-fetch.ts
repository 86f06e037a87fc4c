import { EARLY_FETCHES } from '../api/early-adapter.js';
import type { PageRoute } from '../app/page-module.js';
import { resultCallUrl } from '../pages/result/result-address.js';

/** The address of the reader's own data a page will ask for first, when it has such a call. */
function earlyUrl(route: Pick<PageRoute, 'name' | 'params' | 'search'>): string | undefined {
  if (route.name === 'result-hash' || route.name === 'result-transcription-hash') {
    return resultCallUrl(route.params, route.search);
  }
  return undefined;
}

/**
 * A script for the head of a page whose first call is the reader's own (the result page's
 * transcript: megabytes for a long recording): it asks for it while the browser parses the
 * document, before any of the app's code has loaded. It sends the Accept-Language the api client
 * will (the page's locale), and the api client takes the answer instead of asking again when its
 * call matches. '' for other pages.
 */
export function earlyFetchScript(
  route: Pick<PageRoute, 'name' | 'params' | 'search' | 'locale'>,
): string {
  const url = earlyUrl(route);
  if (url === undefined) return '';
  const code = `(function(){try{
var l=${JSON.stringify(route.locale)};
var u=${JSON.stringify(url)};
var all=self.${EARLY_FETCHES}||(self.${EARLY_FETCHES}={});
all[u]={language:l,answer:fetch(u,{credentials:'same-origin',headers:{'Accept-Language':l,Accept:'application/json, text/plain, */*'}}).then(function(r){
return r.text().then(function(t){var h={};r.headers.forEach(function(v,k){h[k]=v;});return{status:r.status,statusText:r.statusText,headers:h,body:t};});})};
all[u].answer.catch(function(){});
}catch(e){}})();`;
  return `<script>${code.replace(/\n/g, '')}</script>`;
}
