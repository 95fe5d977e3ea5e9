import { reloadableLazy } from './reloadable-lazy';

/**
 * Charts load with the screen that draws them, in their own chunks: they never reach the shell or
 * Home (docs/adr/0051-charts-with-uplot.md, docs/adr/0240-charts-drawn-as-svg.md). A chunk that
 * fails to load is fetched again after `reload()` (issue 28 C9).
 */
export const BalanceChart = reloadableLazy(() => import('./BalanceChart'));
export const AllocationChart = reloadableLazy(() => import('./AllocationChart'));
export { reloadableLazy, type ReloadableLazy } from './reloadable-lazy';
export type { BalanceChartProps } from './BalanceChart';
export type { AllocationBar, AllocationChartProps } from './AllocationChart';
export {
  allocationByOpportunity,
  balanceHistory,
  type AllocationSlice,
  type BalancePoint,
} from './chart-data';
