import { describe, expect, it } from 'vitest';
import { sectionKeyOf, stickyCtaAction } from './sticky-cta-action';

describe('stickyCtaAction', () => {
  it('follows the section in view, agenda open', () => {
    expect(stickyCtaAction('hero', 'appointment')).toEqual({
      kind: 'cta',
      label: 'Prendre rendez-vous',
    });
    expect(stickyCtaAction('services', 'appointment')).toEqual({
      kind: 'section',
      label: 'Trouver mon service',
      target: 'services',
    });
    expect(stickyCtaAction('reconnexion', 'appointment')).toEqual({
      kind: 'section',
      label: 'Découvrir le programme',
      target: 'reconnexion',
    });
    expect(stickyCtaAction('testimonials', 'appointment')).toEqual({
      kind: 'cta',
      label: 'Je veux ces résultats',
    });
    expect(stickyCtaAction('faq', 'appointment')).toEqual({
      kind: 'cta',
      label: 'Réserver maintenant',
    });
    expect(stickyCtaAction('about', 'appointment')).toEqual({
      kind: 'cta',
      label: 'Prendre rendez-vous',
    });
    expect(stickyCtaAction(undefined, 'appointment')).toEqual({
      kind: 'cta',
      label: 'Prendre rendez-vous',
    });
  });

  it('says waitlist wherever it would promise a booking, agenda full', () => {
    expect(stickyCtaAction('hero', 'waitlist')).toEqual({
      kind: 'cta',
      label: "Rejoindre la liste d'attente",
    });
    expect(stickyCtaAction('faq', 'waitlist')).toEqual({
      kind: 'cta',
      label: "Rejoindre la liste d'attente",
    });
    expect(stickyCtaAction('about', 'waitlist')).toEqual({
      kind: 'cta',
      label: "Rejoindre la liste d'attente",
    });
    expect(stickyCtaAction(undefined, 'waitlist')).toEqual({
      kind: 'cta',
      label: "Rejoindre la liste d'attente",
    });
    expect(stickyCtaAction('testimonials', 'waitlist')).toEqual({
      kind: 'cta',
      label: 'Je veux ces résultats',
    });
    expect(stickyCtaAction('services', 'waitlist')).toMatchObject({
      kind: 'section',
      target: 'services',
    });
  });
});

describe('sectionKeyOf', () => {
  it('maps element ids back to section keys', () => {
    expect(sectionKeyOf('accueil')).toBe('hero');
    expect(sectionKeyOf('testimonials')).toBe('testimonials');
    expect(sectionKeyOf('ailleurs')).toBeUndefined();
  });
});
