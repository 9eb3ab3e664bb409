// « Lire le texte »: the consent's full wording under the box or the sentence that asks for it,
// opened and closed in place (a disclosure: the button says whether it is open), with its version,
// the one the form sends when the person accepts.
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { useDisclosure } from 'shared-ui/useDisclosure';
import type { ConsentText } from './api/consent-texts';
import './consent-texts.css';

export function ConsentTextDisclosure({ text }: { text: ConsentText }) {
  const disclosure = useDisclosure<HTMLDivElement>();
  return (
    <div className="consent-text">
      <button type="button" className="consent-text__toggle" {...disclosure.buttonProps}>
        {consentMessages.readText}
        <span className="ui-visually-hidden"> : {text.title}</span>
      </button>
      <div className="consent-text__panel" {...disclosure.panelProps}>
        <p className="consent-text__title">
          {text.title} <span className="consent-text__version">(version {text.version})</span>
        </p>
        {text.body.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
