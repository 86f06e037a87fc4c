import type { Locale } from '../locales.js';

/** The writing system every worded text of these locales shows. */
export const LOCALE_SCRIPTS: Readonly<Partial<Record<Locale, RegExp>>> = {
  'zh-CN': /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  'ja-JP': /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'ko-KR': /\p{Script=Hangul}/u,
  'ru-RU': /\p{Script=Cyrillic}/u,
};

// Characters written one way only in simplified and the other only in traditional Chinese, in
// the same order, so that the one can be named with the other.
const SIMPLIFIED_ONLY =
  '们这个时语说设删载开关户码译转视频务费择录级页发应将无为过对网络错误据际积点盘';
const TRADITIONAL_ONLY =
  '們這個時語說設刪載開關戶碼譯轉視頻務費擇錄級頁發應將無為過對網絡錯誤據際積點盤';

/** The characters a locale's variant of Chinese does not write. */
export const FOREIGN_CHINESE: Readonly<Partial<Record<Locale, string>>> = {
  'zh-CN': TRADITIONAL_ONLY,
  'zh-TW': SIMPLIFIED_ONLY,
};
