import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { productName } from '../../domain/navigation/page-title';

/**
 * Puts the real category or article title in the browser tab once it is known; the path alone only gives the
 * humanized slug. The root layout writes the path's title in the same commit and its effect runs after this
 * one (parents last), so the write waits for the next task.
 */
export function useHelpDocumentTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return undefined;
    const timer = setTimeout(() => {
      document.title = `${title} · ${productName}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [title, pathname]);
}
