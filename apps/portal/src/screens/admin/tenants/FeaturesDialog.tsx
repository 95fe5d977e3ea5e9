import { Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useLocalization, useRefreshApplicationConfiguration, type Localize } from '@sahm/platform';
import type { Feature, FeatureProviderName } from '@sahm/platform/admin';
import {
  CheckboxInput,
  Field,
  Form,
  Modal,
  NumberInput,
  SelectInput,
  Tabs,
  TextInput,
  showToast,
  useConfirmation,
} from '@sahm/ui';
import { scrollIntoViewOnMount } from '../scroll-into-view';
import { localizeValidationMessage } from '../../../forms/localize-message';
import { useAdminApi } from '../../../admin/use-admin-api';
import { failureText, loadFailureMessage } from './failure-text';
import {
  changedFeatureValues,
  featureControl,
  featureValueError,
  initialFeatureValues,
  isFeatureReadOnly,
  withToggle,
  type FeatureValues,
} from './feature-values';
import { unsavedChangesWarning } from '../../../shell/unsaved-changes-warning';
import { useUnsavedChangesGuard } from '../../../forms/use-unsaved-changes-guard';
import { handlesErrors } from '../../../shell/http-errors';
import { LoadingPlaceholder } from '../../shared/LoadingPlaceholder';

const F = (key: string) => `::Features:${key}`;
/** ABP indents a feature 20 px per level of depth (contract §10). */
const INDENT_PX_PER_DEPTH = 20;

export type FeaturesDialogProps = {
  /** `T`: a tenant's features (key = tenant id); `D`: the host defaults (no key). */
  providerName: FeatureProviderName;
  providerKey?: string;
  /** Named in the title, e.g. the tenant's name. */
  entityName?: string;
  onClose: () => void;
};

/**
 * ABP's feature management dialog: a tab per group, a control per value type, values set by
 * another provider read-only; Save sends only the changed values, Reset goes back to the defaults.
 */
export function FeaturesDialog({
  providerName,
  providerKey,
  entityName,
  onClose,
}: FeaturesDialogProps) {
  const { t, language } = useLocalization();
  const { queries, mutations } = useAdminApi();
  const confirm = useConfirmation();
  const refreshConfiguration = useRefreshApplicationConfiguration();
  const features = useQuery({ ...queries.features(providerName, providerKey), ...handlesErrors });
  const update = useMutation({ ...mutations.updateFeatures(), ...handlesErrors });
  const reset = useMutation({ ...mutations.resetFeatures(), ...handlesErrors });
  const formId = useId();
  const list = features.data;
  const initial = useMemo(() => (list ? initialFeatureValues(list) : {}), [list]);
  const [edits, setEdits] = useState<FeatureValues>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [selectedGroup, setSelectedGroup] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const values = useMemo(() => ({ ...initial, ...edits }), [initial, edits]);
  const changes = list ? changedFeatureValues(list, initial, values) : [];
  const busy = update.isPending || reset.isPending;
  useUnsavedChangesGuard(changes.length > 0);
  const hasGroups = (list?.groups.length ?? 0) > 0;
  const activeGroup = list?.groups.find((group) => group.name === selectedGroup) ?? list?.groups[0];

  const readOnly = (feature: Feature) => isFeatureReadOnly(feature, providerName);
  const errorOf = (feature: Feature) =>
    readOnly(feature) ? null : featureValueError(feature, values[feature.name] ?? '');
  // The host's own features decide the menu (SettingManagement.Enable…): read them again. The
  // values are saved either way; a failed refresh leaves the old ones until the next start.
  const afterHostChange = async () => {
    if (!providerKey) await refreshConfiguration().catch(() => undefined);
  };

  const edit = (feature: Feature, next: FeatureValues) => {
    setEdits(next);
    setEdited((previous) =>
      previous.has(feature.name) ? previous : new Set(previous).add(feature.name),
    );
  };

  const save = async () => {
    if (!list || busy) return;
    setSubmitted(true);
    const invalid = list.groups.find((group) => group.features.some((f) => errorOf(f) !== null));
    if (invalid) {
      setSelectedGroup(invalid.name);
      return;
    }
    if (changes.length === 0) {
      onClose();
      return;
    }
    setFailure(null);
    try {
      await update.mutateAsync({ providerName, providerKey, input: { features: changes } });
    } catch (error) {
      setFailure(await failureText(t, language, error));
      return;
    }
    showToast({ severity: 'success', message: t(F('Saved')) });
    await afterHostChange();
    onClose();
  };

  const resetToDefault = async () => {
    const outcome = await confirm({
      severity: 'warning',
      title: t(F('ResetTitle')),
      message: t(F('ResetMessage')),
      options: { yesText: t(F('ResetConfirm')), cancelText: t(F('ResetCancel')) },
    });
    if (outcome !== 'confirm') return;
    setFailure(null);
    try {
      await reset.mutateAsync({ providerName, providerKey });
    } catch (error) {
      setFailure(await failureText(t, language, error));
      return;
    }
    showToast({ severity: 'success', message: t(F('ResetDone')) });
    await afterHostChange();
    onClose();
  };

  const title = providerKey ? t(F('TitleOf'), entityName ?? providerKey) : t(F('HostTitle'));

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      closeLabel={t('::AdminDialog:Close')}
      cancelLabel={t('::AdminDialog:Cancel')}
      submitLabel={hasGroups ? t(F('Save')) : undefined}
      submitFormId={formId}
      busy={busy}
      dirty={changes.length > 0}
      unsavedChangesWarning={unsavedChangesWarning(t)}
      footer={
        hasGroups ? (
          <Button
            type="button"
            variant="soft"
            color="red"
            disabled={busy}
            onClick={() => void resetToDefault()}
          >
            {t(F('ResetToDefault'))}
          </Button>
        ) : undefined
      }
    >
      {features.isPending ? (
        <LoadingPlaceholder label={t(F('Loading'))}>
          <Skeleton height="32px" width="60%" />
          <Skeleton height="48px" width="100%" />
          <Skeleton height="48px" width="100%" />
        </LoadingPlaceholder>
      ) : features.isError ? (
        <Callout.Root color="red" role="alert" variant="surface">
          <Callout.Text weight="bold">{t(F('LoadFailed'))}</Callout.Text>
          <Callout.Text>{loadFailureMessage(t, features.error)}</Callout.Text>
          <Flex>
            <Button
              variant="surface"
              color="gray"
              highContrast
              onClick={() => void features.refetch()}
            >
              {t('::Investment:Retry')}
            </Button>
          </Flex>
        </Callout.Root>
      ) : !hasGroups || !activeGroup ? (
        <Text as="p" color="gray">
          {t(F('NoFeatures'))}
        </Text>
      ) : (
        <Form
          id={formId}
          aria-label={title}
          busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Tabs
            label={t(F('Groups'))}
            tabs={features.data.groups.map((group) => ({
              value: group.name,
              title: group.displayName,
            }))}
            value={activeGroup.name}
            onChange={setSelectedGroup}
            // Only the selected group's panel is rendered: the active group's.
            renderPanel={() => (
              <Flex direction="column" gap="4" pt="4">
                {activeGroup.features.map((feature) => (
                  <FeatureField
                    key={feature.name}
                    feature={feature}
                    value={values[feature.name] ?? ''}
                    readOnly={readOnly(feature)}
                    error={
                      submitted || edited.has(feature.name)
                        ? localizedError(t, language, errorOf(feature))
                        : null
                    }
                    onChange={(value) => edit(feature, { ...edits, [feature.name]: value })}
                    onToggle={(on) =>
                      edit(feature, withToggle(activeGroup.features, values, feature, on, readOnly))
                    }
                  />
                ))}
              </Flex>
            )}
          />
          {failure && (
            <Callout.Root color="red" role="alert" mt="4" ref={scrollIntoViewOnMount}>
              <Callout.Text>{failure}</Callout.Text>
            </Callout.Root>
          )}
        </Form>
      )}
    </Modal>
  );
}

const localizedError = (t: Localize, language: string, message: string | null) =>
  message === null ? null : localizeValidationMessage(t, language, message);

/** Where a value that can't be changed here comes from, in words. */
function providerText(t: Localize, name: string): string {
  const key = F(`Provider:${name}`);
  const text = t(key);
  return text === `Provider:${name}` ? name : text;
}

function FeatureField({
  feature,
  value,
  readOnly,
  error,
  onChange,
  onToggle,
}: {
  feature: Feature;
  value: string;
  readOnly: boolean;
  error: string | null;
  onChange: (value: string) => void;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useLocalization();
  const control = featureControl(feature);
  const hint = [
    feature.description,
    readOnly ? t(F('ReadOnly'), providerText(t, feature.provider.name ?? '')) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    label: feature.displayName,
    hint: hint || undefined,
    error,
    disabled: readOnly,
    id: `feature-${feature.name.replace(/[^A-Za-z0-9_-]/g, '-')}`,
  };
  let input;
  switch (control) {
    case 'toggle':
      input = <CheckboxInput checked={value === 'true'} onChange={onToggle} name={feature.name} />;
      break;
    case 'number':
      input = (
        <NumberInput
          inputMode="numeric"
          name={feature.name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'selection':
      input = (
        <SelectInput
          name={feature.name}
          value={value}
          onChange={onChange}
          placeholder={t(F('Choose'))}
          options={(feature.valueType.itemSource?.items ?? []).map((item) => ({
            value: item.value,
            label: t(`${item.displayText.resourceName}::${item.displayText.name}`),
          }))}
        />
      );
      break;
    case 'text':
      input = (
        <TextInput
          name={feature.name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'none':
      return (
        <Text as="p" style={{ paddingInlineStart: feature.depth * INDENT_PX_PER_DEPTH }}>
          {feature.displayName}
        </Text>
      );
  }
  return (
    <div style={{ paddingInlineStart: feature.depth * INDENT_PX_PER_DEPTH }}>
      <Field {...common} layout={control === 'toggle' ? 'inline' : 'stacked'}>
        {input}
      </Field>
    </div>
  );
}
