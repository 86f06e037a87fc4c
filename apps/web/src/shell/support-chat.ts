import { hidesSupportWidget } from '@captio/routing-rules';

/**
 * Support chat is for paying users (level above 0), and never on result pages, where it would
 * cover the editor. No chat service is connected to this build, so the shell shows none; the
 * rule is kept here for the one that will be.
 */
export function supportChatAllowed({
  level,
  pageName,
}: {
  level: number | undefined;
  pageName: string | undefined;
}): boolean {
  return (level ?? 0) > 0 && !hidesSupportWidget(pageName);
}
