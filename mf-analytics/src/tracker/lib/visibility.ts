/** Calls `hidden` each time the page becomes hidden (tab switched, minimised, closing) and `visible` when it is back. */
export function watchVisibility(on: { hidden(): void; visible(): void }): { stop(): void } {
  const onChange = () => (document.visibilityState === 'hidden' ? on.hidden() : on.visible());
  document.addEventListener('visibilitychange', onChange);
  return { stop: () => document.removeEventListener('visibilitychange', onChange) };
}
