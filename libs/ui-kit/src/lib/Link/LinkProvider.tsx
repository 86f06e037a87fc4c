import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { withLocale, type Locale } from '@captio/routing-rules';

/**
 * What every link of the kit is rendered with. `href` is already localized (the locale prefix
 * added where the route table localizes the path) or external.
 */
export type LinkProps = ComponentProps<'a'> & { href: string };

/** Renders an in-app link; the app passes its router's link so navigation stays client-side. */
export type LinkComponent = (props: LinkProps) => ReactNode;

interface LinkContextValue {
  locale: Locale | undefined;
  component: LinkComponent | undefined;
}

const LinkContext = createContext<LinkContextValue>({ locale: undefined, component: undefined });

export interface LinkProviderProps {
  /** The interface locale: in-app paths get its prefix (en-US none; unlocalized routes never). */
  locale?: Locale;
  /** The router's link (react-router's `Link` adapted to `href`); a plain `<a>` without it. */
  component?: LinkComponent;
  children?: ReactNode;
}

/** Tells the kit's links how to localize paths and how to navigate. */
export function LinkProvider({ locale, component, children }: LinkProviderProps) {
  return <LinkContext value={{ locale, component }}>{children}</LinkContext>;
}

const SCHEME_OR_HOST = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether a link leaves the app (another origin, mailto:, ...). */
export function isExternalHref(href: string): boolean {
  return SCHEME_OR_HOST.test(href);
}

/** The path as the current locale shows it; external addresses and anchors stay as they are. */
export function useLocalizedHref(href: string): string {
  const { locale } = useContext(LinkContext);
  if (!locale || !href.startsWith('/') || isExternalHref(href)) return href;
  return withLocale(href, locale);
}

/**
 * A link of the kit: in-app paths are localized and go through the app's router link;
 * external ones are plain anchors.
 */
export function Link({ href, children, ...props }: LinkProps) {
  const { component: Component } = useContext(LinkContext);
  const localized = useLocalizedHref(href);
  if (Component && !isExternalHref(localized)) {
    return (
      <Component {...props} href={localized}>
        {children}
      </Component>
    );
  }
  return (
    <a {...props} href={localized}>
      {children}
    </a>
  );
}
