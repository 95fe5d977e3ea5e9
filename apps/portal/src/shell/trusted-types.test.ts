import { describe, expect, it, vi } from 'vitest';
import { installTrustedTypesPolicy } from './trusted-types';

describe('installTrustedTypesPolicy', () => {
  const install = () => {
    const createPolicy = vi.fn();
    installTrustedTypesPolicy({ createPolicy });
    const [name, rules] = createPolicy.mock.calls[0] as [
      string,
      { createHTML: (s: string) => string | null },
    ];
    return { name, createHTML: rules.createHTML };
  };

  it('creates the default policy', () => {
    expect(install().name).toBe('default');
  });

  it("lets Radix's fixed scroll-area style through unchanged", () => {
    const style =
      '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}';
    expect(install().createHTML(style)).toBe(style);
  });

  it('blocks any other HTML', () => {
    expect(install().createHTML('<img src=x onerror=alert(1)>')).toBeNull();
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => installTrustedTypesPolicy(undefined)).not.toThrow();
  });
});
