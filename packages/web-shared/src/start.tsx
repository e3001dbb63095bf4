import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders an app into index.html's #root. */
export function renderApp(App: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
