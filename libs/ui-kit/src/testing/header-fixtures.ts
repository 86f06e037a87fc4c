// Shared by the header and mobile menu tests and stories: actions that do nothing, a user, and
// the sheet's links for everyone, typed out rather than derived from destinations.ts, so that a
// test cannot agree with a mistake there.
import type { HeaderActions, HeaderUser } from '../lib/Header/header-props.js';

const ignore = () => undefined;

export const IGNORED_HEADER_ACTIONS: HeaderActions = {
  onLocaleChange: ignore,
  onOpenUpdateLog: ignore,
  onOpenDrawer: ignore,
  onInvite: ignore,
  onLogout: ignore,
};

export function headerUser(level: number, name = 'Ada Lovelace', point = 1200): HeaderUser {
  return { name, level, point };
}

/** The mobile sheet's main navigation for anyone, after its back, home and API links. */
export const SHEET_DESTINATIONS = [
  '/blog',
  '/pricing',
  '/services/transcription',
  '/services/captions-generator',
  '/services/translate',
  '/services/ai-companion',
  '/youtube-to-mp4',
  '/tiktok-to-mp4',
  '/x-to-mp4',
  '/facebook-to-mp4',
  '/instagram-to-mp4',
];
