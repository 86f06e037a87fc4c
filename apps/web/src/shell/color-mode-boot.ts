import { COLOR_MODE_STORAGE_KEY } from '@captio/ui-kit';

/**
 * A classic script for the document's head, run before the first paint: the stored colour
 * preference (or the system's, without one) is put on the root element as the colour mode
 * provider will put it once the app runs, so a dark page never flashes light. Storage that
 * throws leaves the CSS default (the system's scheme).
 */
export function colorModeBootScript(storageKey: string = COLOR_MODE_STORAGE_KEY): string {
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c');
  return (
    '(function(){try{' +
    `var p=localStorage.getItem(${key});` +
    "var d=p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
    "var m=d?'dark':'light',r=document.documentElement;" +
    'r.style.colorScheme=m;r.setAttribute("data-color-mode",m);' +
    '}catch(e){}})();'
  );
}
