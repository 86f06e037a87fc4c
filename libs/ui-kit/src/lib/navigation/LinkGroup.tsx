import { useId, type ReactNode } from 'react';

export interface LinkGroupClassNames {
  group?: string;
  heading?: string;
  list?: string;
}

/** How a component lays its groups out: one constant per component, spread into each group. */
export interface LinkGroupLayout {
  /** `nav`: a navigation landmark of its own (the footer's groups); `section`: part of one. */
  landmark: 'nav' | 'section';
  headingLevel: 2 | 3;
  classNames?: LinkGroupClassNames;
}

export interface LinkGroupProps extends LinkGroupLayout {
  heading: string;
  /** The list items (DestinationItem, or items of their own). */
  children: ReactNode;
}

/** A list of links under a heading that names it, for screen readers as for the eye. */
export function LinkGroup({
  heading,
  landmark: Landmark,
  headingLevel,
  classNames = {},
  children,
}: LinkGroupProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Landmark aria-labelledby={id} className={classNames.group}>
      <Heading id={id} className={classNames.heading}>
        {heading}
      </Heading>
      <ul className={classNames.list}>{children}</ul>
    </Landmark>
  );
}
