import { useEffect } from 'react';

/**
 * Calls `run` once React has committed the tree it is part of to the page (its effect runs after the commit). The app's
 * root renders it beside the router to start the sagas after the first screen (src/index.tsx); `run` must be safe to
 * call twice (StrictMode runs effects twice in development).
 */
export function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}
