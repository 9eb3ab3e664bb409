// The texts the public forms show, mounted at /api/public/consent-texts: the current
// version of each kind, cached until the site's version changes (a new version bumps it).
import { Hono } from 'hono';
import type { PublicConsentTextsAnswer } from 'shared-domain/privacy/privacy-consents';
import type { AppDeps } from '../../deps';
import { publicConsentTexts } from './consent-texts';

export function publicConsentTextRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => c.json((await publicConsentTexts(deps)) satisfies PublicConsentTextsAnswer, 200));
}
