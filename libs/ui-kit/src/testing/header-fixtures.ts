// Props shared by the header and mobile menu tests: actions that do nothing, and a user.
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
