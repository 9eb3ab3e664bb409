import { describe, expect, it } from 'vitest';
import { cancelQuestion } from './self-service-text';

describe('cancelQuestion', () => {
  it('names the slot with what is known of it', () => {
    expect(cancelQuestion({ scheduledDate: '2026-11-23', scheduledTime: '09:30' })).toBe(
      'Voulez-vous vraiment annuler votre rendez-vous du lundi 23 novembre 2026 à 9 h 30 ?',
    );
    expect(cancelQuestion({ scheduledDate: '2026-11-23', scheduledTime: null })).toBe(
      'Voulez-vous vraiment annuler votre rendez-vous du lundi 23 novembre 2026 ?',
    );
    expect(cancelQuestion({ scheduledDate: null, scheduledTime: null })).toBe('Voulez-vous vraiment annuler votre rendez-vous ?');
  });
});
