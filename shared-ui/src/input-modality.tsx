// Whether the person is using the keyboard or a pointer, on the root element as
// `data-modality="keyboard|pointer"`. A heading or a message that a page
// focuses itself (a new step, a failure: `tabIndex={-1}`) shows the focus ring to keyboard users,
// who need to know where they are, and not to mouse or touch users, for whom it reads as a
// stray blue box (shared-ui/styles.css). Installed once by the shell (and by a remote running alone).

export function trackInputModality(document: Document): () => void {
  const root = document.documentElement;
  const set = (modality: 'keyboard' | 'pointer') => () => {
    if (root.dataset.modality !== modality) root.dataset.modality = modality;
  };
  const keyboard = set('keyboard');
  const pointer = set('pointer');
  document.addEventListener('keydown', keyboard, true);
  document.addEventListener('pointerdown', pointer, true);
  return () => {
    document.removeEventListener('keydown', keyboard, true);
    document.removeEventListener('pointerdown', pointer, true);
  };
}
