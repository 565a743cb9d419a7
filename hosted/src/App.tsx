import { StrictMode } from 'react';
import { ToastProvider } from '@pathcraft/widgets/ui';
import { Router } from './router.tsx';
import { NotFound, routes } from './routes.tsx';

export function App() {
  return (
    <StrictMode>
      <div className="pc-theme">
        <ToastProvider>
          <Router routes={routes} fallback={NotFound} />
        </ToastProvider>
      </div>
    </StrictMode>
  );
}
