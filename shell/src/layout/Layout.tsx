import { Outlet } from '@hl/shared/router';
import { FloatingCorner } from '../contact-widget/FloatingCorner.tsx';
import { AfterFirstScreen } from './AfterFirstScreen.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Frame of the site's pages: header, page, footer, and the contact widget in the bottom-right corner. */
export function Layout() {
  return (
    <>
      <AfterFirstScreen ifCovered>
        <Header />
      </AfterFirstScreen>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <AfterFirstScreen>
        <Footer />
      </AfterFirstScreen>
      <FloatingCorner />
    </>
  );
}
