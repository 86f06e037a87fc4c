// The header's menus as they run once approached: one chunk, loaded the first time a pointer or
// the focus reaches one of them (Menu/DeferredMenu.tsx).
export { AccountMenu } from './AccountMenu.js';
export { LocaleMenu } from './LocaleMenu.js';
export { ServicesMenu } from './ServicesMenu.js';
export { HoverMenu } from '../HoverMenu/HoverMenu.js';
