import { type InsightsRequest, insightsParams } from '../lib/api.ts';
import { useInsightsContext } from './insights-context.ts';
import { type AdminData, useAdminData } from './useAdminData.ts';

/**
 * A panel's data for the page's range alone: the filters narrow visits, which the visitors'
 * vitals and errors are no part of (Speed, Errors).
 */
export function useRangeData<T>(get: (range: InsightsRequest, signal: AbortSignal) => Promise<T>): AdminData<T> {
  const { request } = useInsightsContext();
  const range = { from: request.from, to: request.to, filters: {} };
  return useAdminData((signal) => get(range, signal), insightsParams(range));
}
