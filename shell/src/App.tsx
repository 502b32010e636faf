import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GlobalParts } from './layout/GlobalParts.tsx';
import { Layout } from './layout/Layout.tsx';
import { AgentsPartnerPage } from './pages/AgentsPartnerPage.tsx';
import { ApplyPage } from './pages/ApplyPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PreApprovalPage } from './pages/PreApprovalPage.tsx';
import { APPLY_PATHS, HOME_PATHS, SECTION_PATHS } from './routing/routes.ts';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...HOME_PATHS, ...SECTION_PATHS, '/articles/:slugId'].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        {APPLY_PATHS.map((path) => (
          <Route key={path} path={path} element={<ApplyPage />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="/agents/partner" element={<AgentsPartnerPage />} />
      <Route path="/pre-approval" element={<PreApprovalPage />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <GlobalParts />
    </BrowserRouter>
  );
}
