import type { MouseEvent } from 'react';
import type { LinkProps } from '@captio/ui-kit';
import { useNavigate } from './navigation-context.js';

/** A click the browser should handle itself: another tab or window, a download, a modifier. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** The kit's links, navigated in the page without a reload. */
export function RouterLink({ href, onClick, children, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
