import { describe, expect, it } from 'vitest';
import { extremityJointIds, extremityJointLabel, spinalRegions, spinalSegmentIds, spinalSegmentLabels } from './spine';

describe('the spine diagram', () => {
  it('places every segment in exactly one region, in the list’s order', () => {
    const placed = spinalRegions.flatMap((region) => [...region.segments]);
    expect(placed).toEqual([...spinalSegmentIds]);
    expect(new Set(spinalSegmentIds).size).toBe(spinalSegmentIds.length);
    expect(spinalRegions.map((region) => region.label)).toEqual(['Cervicales', 'Thoraciques', 'Lombaires', 'Bassin']);
  });

  it('names every segment, the pelvis and occiput in full', () => {
    for (const id of spinalSegmentIds) expect(spinalSegmentLabels[id]).toBeTruthy();
    expect(spinalSegmentLabels.L4).toBe('L4');
    expect(spinalSegmentLabels.C0).toBe('Occiput (C0)');
    expect(spinalSegmentLabels['SI-G']).toBe('Sacro-iliaque gauche');
    expect(spinalSegmentLabels['SI-D']).toBe('Sacro-iliaque droite');
  });

  it('names each extremity joint with its side, each differently', () => {
    expect(extremityJointLabel('epaule-G')).toBe('Épaule gauche');
    expect(extremityJointLabel('ATM-D')).toBe('Articulation temporo-mandibulaire droite');
    const labels = extremityJointIds.map(extremityJointLabel);
    expect(new Set(labels).size).toBe(extremityJointIds.length);
    for (const label of labels) expect(label).toMatch(/ (gauche|droite)$/);
  });
});
