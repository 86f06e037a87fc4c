// The design tokens every component reads: imported once with the kit, bundled into ui-kit.css.
import './lib/theme/tokens.css';

export { Link, LinkProvider, isExternalHref, useLocalizedHref } from './lib/Link/LinkProvider.js';
export type { LinkComponent, LinkProps, LinkProviderProps } from './lib/Link/LinkProvider.js';
export { VersionLabel } from './lib/VersionLabel/VersionLabel.js';
export type { VersionLabelProps } from './lib/VersionLabel/VersionLabel.js';
export { CloudFileDrawer } from './lib/CloudFileDrawer/CloudFileDrawer.js';
export type { CloudFileDrawerProps } from './lib/CloudFileDrawer/CloudFileDrawer.js';
export { CloudFileList } from './lib/CloudFileDrawer/CloudFileList.js';
export type { CloudFileListProps } from './lib/CloudFileDrawer/CloudFileList.js';
export { CloudFileItem } from './lib/CloudFileDrawer/CloudFileItem.js';
export type { CloudFileItemProps } from './lib/CloudFileDrawer/CloudFileItem.js';
export {
  deleteButtonVisibility,
  isVideoFile,
  resultPath,
} from './lib/CloudFileDrawer/cloud-file.js';
export type { CloudFile, DeleteButtonVisibility } from './lib/CloudFileDrawer/cloud-file.js';
export { StorageBanner } from './lib/StorageBanner/StorageBanner.js';
export type { StorageBannerProps } from './lib/StorageBanner/StorageBanner.js';
export { avatarSource, initials } from './lib/StorageBanner/initials.js';
