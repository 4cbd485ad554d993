import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/** Back and forward return to where the page was; every other navigation starts at the top. */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const key = location.key;
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    window.scrollTo(0, navigationType === 'POP' && saved !== undefined ? saved : 0);
  }, [location.key, navigationType]);

  return null;
}
