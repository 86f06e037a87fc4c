import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** A page's own use of a click on the logo; true means handled (no navigation home). */
export type LogoClickHandler = () => boolean;

type Register = (handler: LogoClickHandler | undefined) => void;

const LogoClickContext = createContext<Register>(() => undefined);

export function LogoClickProvider({
  register,
  children,
}: {
  register: Register;
  children: ReactNode;
}) {
  return <LogoClickContext value={register}>{children}</LogoClickContext>;
}

/**
 * For a page that takes the logo's click over while it is shown (the workspace asks its
 * converter to restore instead of leaving). Pass a stable handler (useCallback).
 */
export function useLogoClick(handler: LogoClickHandler): void {
  const register = useContext(LogoClickContext);
  useEffect(() => {
    register(handler);
    return () => register(undefined);
  }, [register, handler]);
}
