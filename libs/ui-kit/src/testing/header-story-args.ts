// Spies for every action of the header and the mobile menu, as story args.
import { fn } from 'storybook/test';
import type { HeaderActions } from '../lib/Header/header-props.js';

export const HEADER_ACTION_ARGS: Required<HeaderActions> = {
  onLocaleChange: fn(),
  onOpenUpdateLog: fn(),
  onOpenDrawer: fn(),
  onInvite: fn(),
  onLogout: fn(),
  onAccountMenuOpen: fn(),
};
