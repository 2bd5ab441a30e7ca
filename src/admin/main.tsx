import '@fontsource-variable/nunito/wght.css';
import '../client/ui/styles/tokens.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
