import type { UserData } from '@captio/api-client';
import { useSession } from '../../state/stores.js';

export type Account =
  { status: 'checking' } | { status: 'anonymous' } | { status: 'signed-in'; user: UserData };

/**
 * Who is here, as the page may show it: 'checking' on the server and until check_login has
 * answered in the browser (the server's HTML is the same for everyone), then the user or not.
 */
export function useAccount(): Account {
  const user = useSession((state) => state.user);
  const checked = useSession((state) => state.checked);
  if (user) return { status: 'signed-in', user };
  return checked ? { status: 'anonymous' } : { status: 'checking' };
}
