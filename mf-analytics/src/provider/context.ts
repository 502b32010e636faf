import { createContext } from 'react';

export interface Analytics {
  trackEvent(type: string, element?: string, value?: string): void;
  trackConversion(type: string): void;
}

export const AnalyticsContext = createContext<Analytics | null>(null);
