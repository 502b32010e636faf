import type { InsightsFilter } from '@hl/shared/insights';
import { createContext, useContext } from 'react';
import type { InsightsRequest } from '../lib/api.ts';

export interface InsightsContextValue {
  /** The range and filters every panel asks for. */
  request: InsightsRequest;
  /** Narrows the whole page to one value (a click on a row). */
  addFilter: (key: InsightsFilter, value: string) => void;
}

export const InsightsContext = createContext<InsightsContextValue | null>(null);

export function useInsightsContext(): InsightsContextValue {
  const value = useContext(InsightsContext);
  if (!value) throw new Error('useInsightsContext must be used within the insights dashboard');
  return value;
}
