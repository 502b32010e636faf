import { Outlet } from '@hl/shared/router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Frame of the site's pages: header, page, footer. */
export function Layout() {
  return (
    <>
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
