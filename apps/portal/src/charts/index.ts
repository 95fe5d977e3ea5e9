import { lazy } from 'react';

/**
 * Charts load with the screen that draws them, in their own chunks: they never reach the shell or
 * Home (docs/adr/0051-charts-with-uplot.md, docs/adr/0240-charts-drawn-as-svg.md).
 */
export const BalanceChart = lazy(() => import('./BalanceChart'));
export const AllocationChart = lazy(() => import('./AllocationChart'));
export type { BalanceChartProps } from './BalanceChart';
export type { AllocationBar, AllocationChartProps } from './AllocationChart';
export {
  allocationByOpportunity,
  balanceHistory,
  type AllocationSlice,
  type BalancePoint,
} from './chart-data';
