import { useEffect, useState } from 'react';
import { layoutWidth } from './device';

/** The layout width, updated on every window resize. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(layoutWidth);
  useEffect(() => {
    const onResize = () => setWidth(layoutWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
