// Specification §3: quick-text lists of 8 common findings and 8 common treatments; the quick note
// shows the first 4 of each (the rest on demand).

export const quickTextsShown = 4;

export const quickFindings = [
  'Subluxation vertébrale avec restriction de mobilité',
  'Hypertonicité musculaire paravertébrale',
  'Sensibilité à la palpation',
  'Amplitude de mouvement réduite',
  'Asymétrie posturale',
  'Test orthopédique positif',
  'Spasme musculaire',
  'Inflammation locale',
] as const;

export const quickTreatments = [
  'Ajustement chiropratique diversifié',
  'Thérapie des tissus mous',
  'Mobilisation articulaire',
  'Exercices de renforcement prescrits',
  'Étirements thérapeutiques',
  'Conseils posturaux et ergonomiques',
  'Application de glace ou de chaleur',
  'Technique Activator',
] as const;
