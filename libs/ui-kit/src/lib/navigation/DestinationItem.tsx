import { useT } from '@captio/i18n/react';
import type { MouseEventHandler } from 'react';
import { Link } from '../Link/LinkProvider.js';
import type { Destination } from './destinations.js';

export interface DestinationItemProps {
  destination: Destination;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** The link's text when it is not the destination's label (the balance, a comparison). */
  text?: string;
}

/** A list item linking to an in-app destination, localized by the kit's Link. */
export function DestinationItem({ destination, className, onClick, text }: DestinationItemProps) {
  const t = useT();
  return (
    <li>
      <Link href={destination.href} className={className} onClick={onClick}>
        {text ?? t(destination.label)}
      </Link>
    </li>
  );
}
