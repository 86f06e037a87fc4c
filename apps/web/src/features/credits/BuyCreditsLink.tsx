import { pathTo, type Locale } from '@captio/routing-rules';
import { Link } from '@captio/ui-kit';

/** After a price the balance falls short of: the way to more credits, on the pricing page. */
export function BuyCreditsLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <>
      {' '}
      <Link href={pathTo('pricing', {}, locale)}>{label}</Link>
    </>
  );
}
