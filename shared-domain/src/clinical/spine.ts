// The spinal segments and extremity joints a note's diagram offers, with their French
// names. Ids are stable: notes store them.

export const spinalSegmentIds = [
  'C0',
  'C1',
  'C2',
  'C3',
  'C4',
  'C5',
  'C6',
  'C7',
  'T1',
  'T2',
  'T3',
  'T4',
  'T5',
  'T6',
  'T7',
  'T8',
  'T9',
  'T10',
  'T11',
  'T12',
  'L1',
  'L2',
  'L3',
  'L4',
  'L5',
  'S',
  'CO',
  'SI-G',
  'SI-D',
] as const;
export type SpinalSegmentId = (typeof spinalSegmentIds)[number];

export const spinalRegions = [
  { id: 'cervical', label: 'Cervicales', segments: ['C0', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7'] },
  { id: 'thoracic', label: 'Thoraciques', segments: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T11', 'T12'] },
  { id: 'lumbar', label: 'Lombaires', segments: ['L1', 'L2', 'L3', 'L4', 'L5'] },
  { id: 'pelvis', label: 'Bassin', segments: ['S', 'CO', 'SI-G', 'SI-D'] },
] as const satisfies readonly { id: string; label: string; segments: readonly SpinalSegmentId[] }[];

/** How a segment is read aloud and shown in full ('C0' is the occiput). */
export const spinalSegmentLabels: Record<SpinalSegmentId, string> = {
  ...(Object.fromEntries(spinalSegmentIds.map((id) => [id, id])) as Record<SpinalSegmentId, string>),
  C0: 'Occiput (C0)',
  S: 'Sacrum',
  CO: 'Coccyx',
  'SI-G': 'Sacro-iliaque gauche',
  'SI-D': 'Sacro-iliaque droite',
};

export const extremityJointIds = [
  'ATM-G',
  'ATM-D',
  'epaule-G',
  'epaule-D',
  'coude-G',
  'coude-D',
  'poignet-G',
  'poignet-D',
  'hanche-G',
  'hanche-D',
  'genou-G',
  'genou-D',
  'cheville-G',
  'cheville-D',
  'pied-G',
  'pied-D',
] as const;
export type ExtremityJointId = (typeof extremityJointIds)[number];

const jointNames: Record<string, string> = {
  ATM: 'Articulation temporo-mandibulaire',
  epaule: 'Épaule',
  coude: 'Coude',
  poignet: 'Poignet',
  hanche: 'Hanche',
  genou: 'Genou',
  cheville: 'Cheville',
  pied: 'Pied',
};

/** 'epaule-G' → 'Épaule gauche'. */
export function extremityJointLabel(id: ExtremityJointId): string {
  const [joint = '', side] = id.split('-');
  return `${jointNames[joint] ?? joint} ${side === 'G' ? 'gauche' : 'droite'}`;
}
