import { HeaderBottom } from '../nav/header-bottom.tsx';
import { HeaderTop } from './header-top.tsx';

/** The header: the top bar always, the category bar unless the page hides it (/lottery, /seamless). */
export function SiteHeader({ withNav }: { withNav: boolean }) {
  return (
    <header data-slot="site-header" className="relative z-30">
      <HeaderTop withBrand={!withNav} />
      {withNav && <HeaderBottom />}
    </header>
  );
}
