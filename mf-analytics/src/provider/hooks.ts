import { useContext } from 'react';
import { type Analytics, AnalyticsContext } from './context.ts';

export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used within an AnalyticsProvider');
  return analytics;
}
