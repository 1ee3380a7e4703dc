import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/router/app-router';
import { makeStore } from './app/store';

const store = makeStore();
// refetchOnFocus / refetchOnReconnect of RTK Query (SPEC §7).
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
