import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { lazySection } from './lazy-section';

/**
 * Like `lazySection`, for a section below the first screen of its page: its code loads when the place it will take
 * comes within 200 px of the viewport (a person scrolling towards it), not with the page (SPEC §9's route budget).
 * Where IntersectionObserver is missing (old browsers, jsdom) it loads at once.
 */
export function lazyVisibleSection<P extends object>(load: () => Promise<ComponentType<P>>, placeholderHeight = 240): ComponentType<P> {
  const Section = lazySection(load);
  function LazyVisibleSection(props: P) {
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    const placeholder = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = placeholder.current;
      if (near || !node) return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      }, { rootMargin: '200px 0px' });
      observer.observe(node);
      return () => observer.disconnect();
    }, [near]);
    return near ? <Section {...props} /> : <Box ref={placeholder} aria-hidden sx={{ minHeight: placeholderHeight }} />;
  }
  return LazyVisibleSection;
}
