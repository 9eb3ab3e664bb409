// The two ways to sign in as tabs (WAI-ARIA APG "tabs", automatic activation): the arrow keys,
// Home and End move between them; only the selected tab is in the tab order. Both panels stay
// mounted (one hidden), so what was typed in one survives a look at the other.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { loginText } from './login-text';

export type LoginTab = 'password' | 'magicLink';

const tabOrder: readonly LoginTab[] = ['password', 'magicLink'];

export function LoginTabs({ initialTab, panels }: { initialTab: LoginTab; panels: Record<LoginTab, ReactNode> }) {
  const [selected, setSelected] = useState(initialTab);
  const tabRefs = useRef(new Map<LoginTab, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (tab: LoginTab) => `${baseId}-${tab}-onglet`;
  const panelId = (tab: LoginTab) => `${baseId}-${tab}-panneau`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabOrder.indexOf(selected);
    const last = tabOrder.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabOrder[target] as LoginTab;
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  };

  return (
    <div className="portal-login__tabs">
      <div role="tablist" aria-label={loginText.tabs.label} className="portal-login__tablist">
        {tabOrder.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            className="portal-login__tab"
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
          >
            {loginText.tabs[tab]}
          </button>
        ))}
      </div>
      {tabOrder.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== selected}
          className="portal-login__panel"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
