// « Automatisation »: every automatic message the clinic sends, as a rule with its
// switch « Active », its own timing when it has one (or the one kept in « Paramètres », said in
// words, with the way there), its templates (« Paramètres avancés › Modèles de courriels »), what it
// has queued and sent, and « Envoyer un test ». Pausing a rule stops new messages; the card says how
// many already queued will still go.
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { useAutomationRules } from './api/automation-rules';
import { RuleCard } from './RuleCard';
import { rulesText as text } from './rules-text';
import '../automation.css';

export function AutomationRulesPage() {
  const rules = useAutomationRules();
  return (
    <PageFrame title={text.title} className="ui-page automation-page">
      <p className="automation-muted">{text.intro}</p>
      {rules.isPending ? (
        <LoadingState label={text.loading} />
      ) : rules.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void rules.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(rules.error)}</p>
        </Notice>
      ) : rules.data.rules.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ul className="automation-cards" aria-label={text.listLabel}>
          {rules.data.rules.map((rule) => (
            <li key={rule.key}>
              <RuleCard rule={rule} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
