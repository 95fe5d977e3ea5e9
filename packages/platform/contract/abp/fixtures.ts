import type { AbpFixture } from './abp-fixture';

const files = import.meta.glob<AbpFixture>('./**/*.json', { eager: true, import: 'default' });

/** Every fixture, by its path under `contract/abp` (`identity/users.list.json`). */
export const ABP_FIXTURES: Readonly<Record<string, AbpFixture>> = Object.fromEntries(
  Object.entries(files).map(([path, fixture]) => [path.replace(/^\.\//, ''), fixture]),
);
