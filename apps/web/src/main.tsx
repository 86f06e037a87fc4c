import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app/app-shell.js';
// The kit's design tokens (the components bring their own styles).
import '@captio/ui-kit/tokens.css';
import './styles.css';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppShell version={__APP_VERSION__} />
    </StrictMode>,
  );
}
