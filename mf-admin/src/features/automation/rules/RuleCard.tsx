// One rule of « Automatisation » as a card: its switch « Active » saved at once, its own
// timing (a number checked against the catalogue's bounds) or the timing kept in « Paramètres » in
// words with the way there, its templates, its counts and « Envoyer un test ». What a save or a test
// answered is said in the card's status line (a refusal as an alert); the focus stays on the control
// that was used.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AutomationRuleDefinition, automationMessages, automationRules } from 'shared-domain/automation/automation';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Link } from 'shared-ui/router';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import {
  type AutomationRule,
  type AutomationRulesAnswer,
  automationRulesKey,
  type SavedAutomationRule,
  saveAutomationRule,
  sendAutomationRuleTest,
} from './api/automation-rules';
import { ActionStatus, nothingSaid, type Said } from '../ActionStatus';
import { ruleDelayFields, ruleDelaySchema } from './rule-delay-form';
import { rulesText as text } from './rules-text';
import { failureMessage } from 'shared-ui/failure-message';

/** « Paramètres › Liste d'attente et rappels » (its `?section=` in configuration/settings/settings-sections.ts). */
export const waitlistRemindersSettingsLink = `${paths.adminSettings.build()}?section=attente-rappels`;
/** « Paramètres avancés › Modèles de courriels »: the page lists every template; it selects none from the address. */
export const emailTemplatesSettingsLink = `${paths.adminAdvancedSettings.build()}?section=courriels`;

type DelayBounds = NonNullable<AutomationRuleDefinition['delay']>;

/** The rule's own timing in the catalogue, if it has one. */
const delayOf = (rule: AutomationRule): DelayBounds | undefined => {
  const definition: AutomationRuleDefinition = automationRules[rule.key];
  return definition.delay;
};

export function RuleCard({ rule }: { rule: AutomationRule }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const bounds = delayOf(rule);
  const [said, setSaid] = useState<Said>(nothingSaid);
  const [switching, setSwitching] = useState(false);
  const [testing, setTesting] = useState(false);

  /** The rule as the server kept it, in the page's list. */
  const keep = ({ rule: kept }: SavedAutomationRule) => {
    queryClient.setQueryData<AutomationRulesAnswer>(automationRulesKey, (answer) =>
      answer ? { ...answer, rules: answer.rules.map((item) => (item.key === kept.key ? kept : item)) } : answer,
    );
  };

  const toggle = async (enabled: boolean) => {
    if (switching) return;
    setSwitching(true);
    // The switch alone: the timing stays as the server keeps it (a default one stays the default).
    const result = await saveAutomationRule(rule.key, { enabled });
    setSwitching(false);
    if (result.kind !== 'ok') return setSaid({ text: failureMessage(result), failed: true });
    keep(result.data);
    setSaid({
      text: result.data.message ?? (enabled ? text.enabledSaved(rule.label) : automationMessages.pausedQueued(result.data.rule.queued)),
      failed: false,
    });
  };

  const test = async () => {
    if (testing) return;
    setTesting(true);
    const result = await sendAutomationRuleTest(rule.key);
    setTesting(false);
    setSaid(result.kind === 'ok' ? { text: result.data.message, failed: false } : { text: failureMessage(result), failed: true });
  };

  return (
    <article className={rule.enabled ? 'automation-card' : 'automation-card automation-card--paused'} aria-labelledby={headingId}>
      <div className="automation-card__heading">
        <h2 id={headingId}>{rule.label}</h2>
        <span className={rule.enabled ? 'automation-badge automation-badge--good' : 'automation-badge'}>
          {rule.enabled ? text.active : text.paused}
        </span>
      </div>
      <p className="automation-muted">{rule.description}</p>
      <RuleSwitch label={rule.label} enabled={rule.enabled} busy={switching} onChange={(enabled) => void toggle(enabled)} />
      {!rule.enabled && !said.text ? <p>{automationMessages.pausedQueued(rule.queued)}</p> : null}
      {bounds ? (
        <RuleDelayForm
          // Made again from what the server kept after each save (and with the switch as it is now).
          key={`${rule.delay ?? 'défaut'}-${rule.enabled}`}
          rule={rule}
          bounds={bounds}
          onSaved={(saved) => {
            keep(saved);
            setSaid({ text: text.delaySaved(rule.label, saved.rule.delay ?? bounds.default, bounds.label), failed: false });
          }}
        />
      ) : null}
      <dl className="automation-facts">
        {rule.settingsTiming ? (
          <>
            <dt>{text.settingsTiming}</dt>
            <dd>
              {rule.settingsTiming}
              <br />
              <Link to={waitlistRemindersSettingsLink}>{text.settingsLink}</Link>
            </dd>
          </>
        ) : null}
        <dt>{text.templates}</dt>
        <dd>
          <ul className="automation-links">
            {rule.templates.map((template) => (
              <li key={template.key}>
                <Link to={emailTemplatesSettingsLink}>
                  {text.templateLink(template.label)}
                  <span className="ui-visually-hidden">{text.templateLinkDetail}</span>
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="automation-muted">{text.counts(rule.queued, rule.sentLast30Days)}</p>
      <div className="automation-actions">
        <Button variant="secondary" aria-disabled={testing || undefined} onClick={() => void test()}>
          {testing ? text.sendingTest : text.sendTest}
          <span className="ui-visually-hidden">{text.of(rule.label)}</span>
        </Button>
      </div>
      <ActionStatus said={said} />
    </article>
  );
}

/** « Active »: a checkbox announced as a switch; while its save is on its way it keeps its focus, frozen. */
function RuleSwitch({
  label,
  enabled,
  busy,
  onChange,
}: {
  label: string;
  enabled: boolean;
  busy: boolean;
  onChange(enabled: boolean): void;
}) {
  return (
    <label className="automation-switch">
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        aria-checked={enabled}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
      <span>
        {busy ? text.switchBusy : text.active}
        <span className="ui-visually-hidden">{text.of(label)}</span>
      </span>
    </label>
  );
}

function RuleDelayForm({
  rule,
  bounds,
  onSaved,
}: {
  rule: AutomationRule;
  bounds: DelayBounds;
  onSaved(saved: SavedAutomationRule): void;
}) {
  const form = useSchemaForm({
    schema: ruleDelaySchema(bounds, rule.enabled),
    fields: ruleDelayFields,
    editableAfterFailure: true,
    initialValues: { delay: String(rule.delay ?? bounds.default) },
    send: async (update) => answerOutcome(await saveAutomationRule(rule.key, update), ruleDelayFields, text.unreachable),
    onSuccess: onSaved,
  });
  const { state, fieldProps, submitting } = form;
  return (
    <form {...form.formProps} className="automation-delay">
      <FormFailure message={form.failure} />
      <Field label={bounds.label} required hint={text.delayHint(bounds.min, bounds.max)} errors={[state.errors.delay]}>
        {(control) => <input {...control} {...fieldProps('delay')} inputMode="numeric" readOnly={submitting} />}
      </Field>
      <SubmitButton variant="secondary" busy={submitting} busyLabel={text.delaySaving}>
        {text.delaySave}
        <span className="ui-visually-hidden">{text.of(rule.label)}</span>
      </SubmitButton>
    </form>
  );
}
