import { useEffect, useState } from 'react';

/**
 * Cards rise into place one after another (100 ms apart) when their grid first comes into view.
 * Returns a callback ref for the grid and whether it has entered; the animation itself is CSS
 * (`enter` in components/base/ui.module.css), off under prefers-reduced-motion.
 */
export function useEntrance<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    if (entered || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setEntered(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setEntered(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, entered]);

  return [setElement, entered];
}
