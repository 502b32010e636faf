import { LineIcon } from '@hl/shared/icons';
import type { ServiceIcon } from '../../content/data/index.ts';

/** Line icons of this remote (24×24, currentColor): the services' six and a few controls. Decorative. */
const PATHS: Record<ServiceIcon | 'check' | 'share' | 'previous' | 'next', string> = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  zap: 'M13 2 4 14h7l-1 8 9-12h-7z',
  'user-check': 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM16 11l2 2 4-4',
  'trending-up': 'M22 7l-8.5 8.5-5-5L2 17M16 7h6v6',
  key: 'M15.5 7.5 19 4m2-2-2 2 3 3-3.5 3.5-3-3M11.4 11.6a5.5 5.5 0 1 1-7.8 7.8 5.5 5.5 0 0 1 7.8-7.8z',
  headset:
    'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z',
  check: 'M20 6 9 17l-5-5',
  share: 'M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13',
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <LineIcon path={PATHS[name]} size={size} />;
}
