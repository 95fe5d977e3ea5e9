/** How a feature's value is edited and checked, in the `IStringValueType` JSON ABP sends (contract §10). */
export interface MockFeatureValueType {
  name: 'ToggleStringValueType' | 'FreeTextStringValueType' | 'SelectionStringValueType';
  properties: Record<string, unknown>;
  validator: { name: string; properties: Record<string, unknown> };
  itemSource?: { items: { value: string; displayText: { name: string; resourceName: string } }[] };
}

export interface MockFeatureDefinition {
  name: string;
  /** `Resource::Key` of its display name and description in the mock localization. */
  displayName: string;
  description: string | null;
  defaultValue: string;
  parentName: string | null;
  /** False: the host's own feature list leaves it out (ABP's `isAvailableToHost`). */
  isAvailableToHost: boolean;
  valueType: MockFeatureValueType;
}

export interface MockFeatureGroupDefinition {
  name: string;
  displayName: string;
  features: MockFeatureDefinition[];
}

const toggle: MockFeatureValueType = {
  name: 'ToggleStringValueType',
  properties: {},
  validator: { name: 'BOOLEAN', properties: {} },
};

/** The feature catalogue: one of each value type, so a feature dialog meets all of them. */
export const FEATURE_GROUPS: MockFeatureGroupDefinition[] = [
  {
    name: 'SettingManagement',
    displayName: 'AbpSettingManagement::Feature:SettingManagementGroup',
    features: [
      {
        name: 'SettingManagement.Enable',
        displayName: 'AbpSettingManagement::Feature:SettingManagementEnable',
        description: 'AbpSettingManagement::Feature:SettingManagementEnableDescription',
        defaultValue: 'true',
        parentName: null,
        // ABP SettingManagementFeatureDefinitionProvider: both are tenant features.
        isAvailableToHost: false,
        valueType: toggle,
      },
      {
        name: 'SettingManagement.AllowChangingEmailSettings',
        displayName: 'AbpSettingManagement::Feature:AllowChangingEmailSettings',
        description: 'AbpSettingManagement::Feature:AllowChangingEmailSettingsDescription',
        defaultValue: 'false',
        parentName: 'SettingManagement.Enable',
        isAvailableToHost: false,
        valueType: toggle,
      },
    ],
  },
  {
    name: 'Identity',
    displayName: 'AbpIdentity::Feature:IdentityGroup',
    features: [
      {
        name: 'Identity.MaxUserCount',
        displayName: 'AbpIdentity::Feature:MaxUserCount',
        description: 'AbpIdentity::Feature:MaxUserCountDescription',
        defaultValue: '0',
        parentName: null,
        isAvailableToHost: true,
        valueType: {
          name: 'FreeTextStringValueType',
          properties: {},
          validator: { name: 'NUMERIC', properties: { MinValue: 0, MaxValue: 100000 } },
        },
      },
      {
        name: 'Identity.TwoFactor',
        displayName: 'AbpIdentity::Feature:TwoFactor',
        description: null,
        defaultValue: 'Optional',
        parentName: null,
        isAvailableToHost: true,
        valueType: {
          name: 'SelectionStringValueType',
          properties: {},
          validator: { name: 'NULL', properties: {} },
          itemSource: {
            items: ['Disabled', 'Optional', 'Forced'].map((value) => ({
              value,
              displayText: { name: `Feature:TwoFactor.${value}`, resourceName: 'AbpIdentity' },
            })),
          },
        },
      },
    ],
  },
];

export const FEATURE_DEFINITIONS = FEATURE_GROUPS.flatMap((entry) => entry.features);

export function findFeatureDefinition(name: string): MockFeatureDefinition | undefined {
  return FEATURE_DEFINITIONS.find((definition) => definition.name === name);
}

/** Whether `value` fits the feature's value type and validator. */
export function isValidFeatureValue(definition: MockFeatureDefinition, value: string): boolean {
  const { valueType } = definition;
  if (valueType.name === 'ToggleStringValueType') return value === 'true' || value === 'false';
  if (valueType.name === 'SelectionStringValueType') {
    return (valueType.itemSource?.items ?? []).some((item) => item.value === value);
  }
  if (valueType.validator.name !== 'NUMERIC') return true;
  const number = Number(value);
  const { MinValue, MaxValue } = valueType.validator.properties;
  return (
    value.trim() !== '' &&
    Number.isFinite(number) &&
    (typeof MinValue !== 'number' || number >= MinValue) &&
    (typeof MaxValue !== 'number' || number <= MaxValue)
  );
}
