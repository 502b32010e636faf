/** 'auto' when the visitor asked the system for reduced motion, else 'smooth'. */
export function scrollBehaviour(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
