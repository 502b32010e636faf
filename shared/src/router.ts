/**
 * The routing every part uses: one router on the page, owned by the shell, and this module shared
 * as a federation singleton so a remote's links and hooks read the shell's router.
 *
 * Only what the parts use is re-exported, on purpose: a shared module cannot be tree-shaken (the
 * host cannot know what a remote will ask of it), so sharing react-router itself would ship all
 * of it (~60 KB gzip) before the first screen; this module keeps react-router's declarative
 * routing and lets the bundler drop the rest. Parts import routing from here, never from
 * react-router or react-router-dom (a second copy would be a second router context). A remote
 * that needs another export adds it here.
 */
export {
  BrowserRouter,
  Link,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
