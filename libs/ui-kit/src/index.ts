// The design tokens every component reads: imported once with the kit, bundled into ui-kit.css.
import './lib/theme/tokens.css';

export { Link, LinkProvider, isExternalHref, useLocalizedHref } from './lib/Link/LinkProvider.js';
export type { LinkComponent, LinkProps, LinkProviderProps } from './lib/Link/LinkProvider.js';
export { VersionLabel } from './lib/VersionLabel/VersionLabel.js';
export type { VersionLabelProps } from './lib/VersionLabel/VersionLabel.js';
export { HoverMenu } from './lib/HoverMenu/HoverMenu.js';
export type { HoverMenuItem, HoverMenuProps } from './lib/HoverMenu/HoverMenu.js';
export { Header } from './lib/Header/Header.js';
export type { HeaderActions, HeaderProps, HeaderUser } from './lib/Header/header-props.js';
export {
  apiLinkFor,
  showsAuthLinks,
  showsBackLink,
  showsInviteFriends,
} from './lib/Header/header-rules.js';
export type { ApiLinkInput, BackLinkInput } from './lib/Header/header-rules.js';
export type { Destination } from './lib/navigation/destinations.js';
export { MobileMenu } from './lib/MobileMenu/MobileMenu.js';
export type { MobileMenuProps } from './lib/MobileMenu/MobileMenu.js';
export { Footer } from './lib/Footer/Footer.js';
export type { FooterProps, SocialLink } from './lib/Footer/Footer.js';
export type { Comparison } from './lib/Footer/footer-links.js';
