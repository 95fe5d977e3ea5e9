import { describe, expect, it } from 'vitest';
import { isSettingsMenuVisible, visibleSettingTabs } from './settings-menu';

const grant =
  (...policies: string[]) =>
  (policy: string) =>
    policies.includes(policy);

describe('settings menu visibility (SPEC §2)', () => {
  it('shows the emailing tab only with its policy', () => {
    expect(visibleSettingTabs(grant('SettingManagement.Emailing'))).toEqual(['emailing']);
    expect(visibleSettingTabs(grant())).toEqual([]);
  });

  it('shows the entry when the feature is on or unset and a tab is visible', () => {
    const emailing = grant('SettingManagement.Emailing');
    expect(isSettingsMenuVisible({ 'SettingManagement.Enable': 'true' }, emailing)).toBe(true);
    expect(isSettingsMenuVisible({}, emailing)).toBe(true);
  });

  it("hides the entry when the feature is 'false'", () => {
    const emailing = grant('SettingManagement.Emailing');
    expect(isSettingsMenuVisible({ 'SettingManagement.Enable': 'false' }, emailing)).toBe(false);
  });

  it('hides the entry when no tab is visible', () => {
    expect(isSettingsMenuVisible({ 'SettingManagement.Enable': 'true' }, grant())).toBe(false);
  });
});
