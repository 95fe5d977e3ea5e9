import { lazy } from 'react';

/**
 * Charts load with the screen that draws them, in their own chunk: uPlot never reaches the shell
 * or Home (docs/adr/0051-charts-with-uplot.md).
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
