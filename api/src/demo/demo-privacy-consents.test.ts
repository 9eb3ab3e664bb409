// The demo's consent ledger: « Consentements » shows the newsletter's two wordings with
// their counts, and the patient files a consent given, one withdrawn, one given again on the new
// wording, and a patient never asked.
import { eq } from 'drizzle-orm';
import { consentKinds } from 'shared-domain/privacy/privacy';
import type { ConsentKindState, ConsentTextsAnswer, PatientConsentsAnswer } from 'shared-domain/privacy/privacy-consents';
import { describe, expect, it } from 'vitest';
import { patients } from '../platform/db/schema';
import { staffMemberWithSession } from '../testing/team-test-support';
import { readJson, useTestApp } from '../testing/test-app';
import { demoPatients } from './demo-clinic';

describe('the demo’s consents', () => {
  const testApp = useTestApp();

  const patientId = async (key: keyof typeof demoPatients) => {
    const [row] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients[key].email));
    return row!.id;
  };

  it('shows every text, the newsletter in two versions with who gave and withdrew each', async () => {
    const officer = await staffMemberWithSession(testApp(), 'admin');
    const { kinds } = await readJson<ConsentTextsAnswer>(
      await testApp().app.request('/api/admin/privacy/consent-texts', { headers: { cookie: officer.cookie } }),
    );
    expect(kinds.map((kind) => [kind.kind, kind.currentVersion])).toEqual(consentKinds.map((kind) => [kind, kind === 'marketing' ? 2 : 1]));
    const marketing = kinds.find((kind) => kind.kind === 'marketing')!;
    expect(marketing.versions.map(({ version, given, withdrawn }) => ({ version, given, withdrawn }))).toEqual([
      { version: 2, given: 1, withdrawn: 0 },
      // Mathieu's and Léa's, both withdrawn, and Robert's (demo-actionable.ts: a former patient to reactivate).
      { version: 1, given: 3, withdrawn: 2 },
    ]);
    expect(kinds.find((kind) => kind.kind === 'waitlist_contact')!.versions[0]).toMatchObject({ given: 2, withdrawn: 0 });
    const { texts } = await readJson<{ texts: Record<string, { version: number }> }>(
      await testApp().app.request('/api/public/consent-texts'),
    );
    expect(texts.marketing!.version).toBe(2);
  });

  it('shows a patient file with a consent withdrawn, one given again on the new wording, and a patient never asked', async () => {
    const desk = await staffMemberWithSession(testApp(), 'reception');
    const consentsOf = async (key: keyof typeof demoPatients) => {
      const response = await testApp().app.request(`/api/admin/patients/${await patientId(key)}/consents`, {
        headers: { cookie: desk.cookie },
      });
      const { consents } = await readJson<PatientConsentsAnswer>(response);
      return Object.fromEntries(consents.map((consent) => [consent.kind, consent])) as Record<string, ConsentKindState>;
    };
    const mathieu = await consentsOf('mathieu');
    expect(mathieu.marketing).toMatchObject({ state: 'withdrawn', latest: { withdrawnChannel: 'email' } });
    expect(mathieu.email_reminders).toMatchObject({ state: 'given', latest: { channel: 'booking_form' } });
    const lea = await consentsOf('lea');
    expect(lea.marketing).toMatchObject({ state: 'given', latest: { version: 2 }, olderVersion: false });
    expect(lea.marketing!.history).toHaveLength(2);
    const noah = await consentsOf('noah');
    // Only the care consent of his episode, recorded at the desk: no form ever asked him anything else.
    expect(noah.care).toMatchObject({ state: 'given', latest: { channel: 'desk' } });
    expect(Object.entries(noah).every(([kind, consent]) => kind === 'care' || consent.state === 'never')).toBe(true);
  });
});
