export { TenantBox } from './TenantBox';
export type { TenantBoxProps } from './TenantBox';
